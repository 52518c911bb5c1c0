/**
 * Same-site pages are fetched ahead when the visitor hovers or starts to tap a link (Chromium). Not
 * a script but speculation rules, in a <script type="speculationrules"> beside the page's inline
 * scripts (app/inline-scripts/).
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: ['/admin', '/admin/*'] } }],
      },
      eagerness: 'moderate',
    },
  ],
})

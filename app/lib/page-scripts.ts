// Not a script: Chromium fetches same-site pages ahead when a link is hovered or tapped.
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

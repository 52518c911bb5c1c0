// decap-cms-core ships no types for its modules.
declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  export function sanitizeSlug(
    text: string,
    options?: {
      encoding?: 'unicode' | 'ascii'
      clean_accents?: boolean
      sanitize_replacement?: string
    },
  ): string
}

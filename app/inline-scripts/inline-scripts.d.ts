/** An inline script's module imported as a page's text (`vite-plugins/inline-scripts.ts`). */
declare module '*?inline-script' {
  /** The script that calls the module's default export with `config`; typed where it is imported. */
  const inlineScript: (config: unknown) => string
  export default inlineScript
}

// Built by vite-plugins/inline-scripts.ts.
declare module '*?inline-script' {
  const inlineScript: (config: unknown) => string
  export default inlineScript
}

// vite-plugins/content-markdown.ts hands over the checked data.
declare module '*/content/home-seo-text.md' {
  // An ambient module cannot import at the top, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const content: Pick<import('./schemas').HomeContent, 'seoText'>
  export default content
}

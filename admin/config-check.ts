/**
 * Stands in for Decap's own `validateConfig` in the editor's bundle (admin/vite.config.ts). Decap
 * checks its configuration with ajv, which compiles every check with `new Function`, and that alone
 * would make the editor's policy allow `'unsafe-eval'`: script built from strings, on the page that
 * holds an editor's session. This site's configuration is not written by hand: it is made from the
 * zod schemas at build time (admin/config/cms-config.ts) and tested against them (admin/config/cms-config.test.ts), and
 * the browser tests open the editor with it, so the check at every page load adds nothing.
 */
export function validateConfig(): void {}

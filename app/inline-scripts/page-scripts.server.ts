/**
 * The inline scripts' text, as the pages carry it: each script's module in this folder compiled at
 * build time and called with its config (decision 026). A page's CSP hash follows its text.
 */
import { COLOR_MODE_COOKIE, DEFAULT_COLOR_MODE, colorModes } from '~/lib/color-mode'
import { STORAGE_KEY } from '~/lib/lead-source'
import type * as Analytics from './analytics'
import analytics from './analytics?inline-script'
import type * as ColorMode from './color-mode'
import colorMode from './color-mode?inline-script'
import type * as Controls from './controls'
import controls from './controls?inline-script'
import type * as IslandsBootstrap from './islands-bootstrap'
import islandsBootstrapScript from './islands-bootstrap?inline-script'
import type * as LeadSource from './lead-source'
import leadSource from './lead-source?inline-script'

/** An inline script for the config its module's default export takes. */
type ScriptFor<Module extends { default: (config: never) => void }> = (
  config: Parameters<Module['default']>[0],
) => string

const colorModeScriptFor: ScriptFor<typeof ColorMode> = colorMode
const leadSourceScriptFor: ScriptFor<typeof LeadSource> = leadSource

/** In <head>, before the first paint: the colour mode. */
export const colorModeScript = colorModeScriptFor({
  cookie: COLOR_MODE_COOKIE,
  modes: colorModes,
  fallback: DEFAULT_COLOR_MODE,
})

/** At the end of the body: where the visit came from, for the contact form. */
export const leadSourceScript = leadSourceScriptFor({ storageKey: STORAGE_KEY })

/** At the end of the body: what HTML and CSS do not finish of the controls, the map, the year. */
export const controlsScript: ScriptFor<typeof Controls> = controls

/** At the end of the body when an id is set: Tag Manager or gtag.js, once the page is ready. */
export const analyticsScript: ScriptFor<typeof Analytics> = analytics

/** Last on a page with islands: the loader of the islands' script, after the first paint. */
export const islandsBootstrap: ScriptFor<typeof IslandsBootstrap> = islandsBootstrapScript

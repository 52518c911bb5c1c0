// Compiled at build time (decision 026); a page's CSP hash follows its text.
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

type ScriptFor<Module extends { default: (config: never) => void }> = (
  config: Parameters<Module['default']>[0],
) => string

const colorModeScriptFor: ScriptFor<typeof ColorMode> = colorMode
const leadSourceScriptFor: ScriptFor<typeof LeadSource> = leadSource

export const colorModeScript = colorModeScriptFor({
  cookie: COLOR_MODE_COOKIE,
  modes: colorModes,
  fallback: DEFAULT_COLOR_MODE,
})

export const leadSourceScript = leadSourceScriptFor({ storageKey: STORAGE_KEY })

export const controlsScript: ScriptFor<typeof Controls> = controls

export const analyticsScript: ScriptFor<typeof Analytics> = analytics

export const islandsBootstrap: ScriptFor<typeof IslandsBootstrap> = islandsBootstrapScript

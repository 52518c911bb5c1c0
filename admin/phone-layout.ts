// Decap's rules come after this sheet (and size its panes inline), hence `!important`.
import { decapPart as part } from './decap-parts'

export const PHONE_LAYOUT = `
@media (max-width: 799px) {
  ${part('EditorContainer')}, ${part('ToolbarContainer')} { min-width: 0 !important; }
  ${part('EditorContainer')} .SplitPane > .Pane1 { width: 100% !important; }
  ${part('EditorContainer')} .SplitPane > .Pane2,
  ${part('EditorContainer')} .SplitPane > .Resizer,
  ${part('ViewControls')} { display: none !important; }
  ${part('ToolbarSectionBackLink')} { padding: 0 12px !important; }
  ${part('BackArrow')} { margin-right: 0 !important; }
  ${part('ToolbarSectionBackLink')} > div:not(${part('BackArrow')}) {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  }
  ${part('ToolbarSectionMain')} { padding: 0 4px !important; min-width: 0; }
  ${part('ToolbarSectionMain')} button { margin: 0 4px !important; }
}
`

/**
 * Decap lays its entry editor out for a desktop: the editor and its toolbar are at least 800 px
 * wide, and the preview sits beside the fields with 400 px of its own. On a phone that cut off
 * Publish and put the status line off screen. Below 800 px the editor takes the screen's width,
 * the fields take the whole pane (the preview and its switches have no room beside them), and the
 * toolbar keeps the back arrow, Publish and its menu in one row. Decap's own rules are inserted
 * after this sheet (and its panes sized inline), hence `!important`.
 */
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

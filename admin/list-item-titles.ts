import { decapPart } from './decap-parts'

const COLLAPSED_TITLE = decapPart('NestedObjectLabel')
const ITEM_BAR = decapPart('StyledListItemTopBar')

export const LIST_ITEM_TITLE_STYLE = `${COLLAPSED_TITLE} { cursor: pointer; }`

export function openListItemsFromTheirTitles(): void {
  document.addEventListener('click', (event) => {
    const title = event.target instanceof Element ? event.target.closest(COLLAPSED_TITLE) : null
    const bar = title?.previousElementSibling
    if (!bar?.matches(ITEM_BAR)) return
    // The chevron comes first in the bar; a bar without one (never the ×) is left alone.
    const toggle = bar.firstElementChild
    if (toggle instanceof HTMLButtonElement) toggle.click()
  })
}

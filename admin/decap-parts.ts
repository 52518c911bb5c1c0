/**
 * Decap's parts, found by the component names its styles carry in their class names
 * (`css-…-EditorContainer`): Decap gives its elements no other stable hook. A Decap upgrade that
 * renames one shows in the editor's browser tests (the phone journeys at 390 px).
 */
export const decapPart = (name: string) => `[class*="-${name}"]`

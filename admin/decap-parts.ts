// Decap's only stable hook is the component name in its class names (`css-…-EditorContainer`).
export const decapPart = (name: string) => `[class*="-${name}"]`

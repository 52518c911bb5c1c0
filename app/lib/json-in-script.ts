/** JSON that closes no <script> element and opens no comment, whatever the text says. */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

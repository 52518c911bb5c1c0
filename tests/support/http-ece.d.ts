// http_ece ships no types; the one call the fake push service makes.
declare module 'http_ece' {
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string },
  ): Buffer
}

// The specification's limit for a lazily loaded chunk.
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  readonly chunkId: string

  constructor(chunkId: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options)
    this.chunkId = chunkId
  }
}

export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(chunkId, { cause }))
      },
    )
  })
}

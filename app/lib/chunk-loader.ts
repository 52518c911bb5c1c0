/** By the specification, a lazily loaded chunk gives up after 120 s with a ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  readonly chunkId: string

  constructor(chunkId: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options)
    this.chunkId = chunkId
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

/** Runs a dynamic import; a failure or a time-out rejects with ChunkLoadError naming the chunk. */
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

const RELOAD_FLAG = 'chunk-reload'

/**
 * After a deploy, old chunk names are gone: the first failure in a session reloads the page once
 * to get the new HTML; later failures leave the choice (Retry) to the visitor.
 */
export function reloadOnceForNewDeploy(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  if (storage.getItem(RELOAD_FLAG)) return false
  storage.setItem(RELOAD_FLAG, String(Date.now()))
  reload()
  return true
}

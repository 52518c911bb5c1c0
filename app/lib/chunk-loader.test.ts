import { afterEach, describe, expect, test, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-loader'

afterEach(() => vi.useRealTimers())

test('the chunk time-out is 120 seconds', () => {
  expect(CHUNK_TIMEOUT_MS).toBe(120_000)
})

describe('loadChunk', () => {
  test('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk('faq', () => Promise.resolve({ default: 'FAQ' }))).resolves.toEqual({
      default: 'FAQ',
    })
  })

  test('a failed import rejects with ChunkLoadError "Loading chunk {id} failed"', async () => {
    const failure = loadChunk('testimonials', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failure).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk testimonials failed',
      chunkId: 'testimonials',
    })
  })

  test('gives up after 120 s, not before', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => {})
    const result = loadChunk('stats', () => never)
    const settled = vi.fn()
    result.catch(settled)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledOnce()
    expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadError)
    expect(settled.mock.calls[0]?.[0]).toHaveProperty('message', 'Loading chunk stats failed')
  })
})

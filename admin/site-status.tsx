import { type CSSProperties, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { budgets } from '../shared/budgets'
import { CMS_API_PATH, INBOX_PATH, SIGN_OUT_PATH } from '../shared/admin-paths'

export type SiteStatus = {
  editor: string
  role: 'owner' | 'editor'
  changes: { commit: string; when: string; editor: string; message: string; undoable: boolean }[]
  build: {
    building: boolean
    queued: boolean
    last?: { at: string; ok: boolean; seconds: number; error?: string }
    push?: { at: string; ok: boolean; error?: string }
  }
}

export const SAVING_EVENT = 'site-status:saving'
export const REFRESH_STATUS_EVENT = 'site-status:refresh'
const SAVE_FAILED_EVENT = 'site-status:save-failed'
const SAVE_GIVEN_UP_MS = 120_000
const PUBLISHING = `Publishing your change… it is usually live within ${budgets.publishMedianSeconds} seconds.`

export async function fetchStatus(): Promise<SiteStatus | undefined> {
  const response = await fetch(CMS_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'siteStatus', params: {} }),
  }).catch(() => undefined)
  if (!response?.ok) return undefined
  return (await response.json()) as SiteStatus
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const bar: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  alignItems: 'center',
  padding: '8px 16px',
  font: '14px/1.4 system-ui, sans-serif',
  background: '#f6f4ee',
  color: '#1b2a22',
  borderTop: '1px solid #d8d3c4',
}

// Reloads after an undo so that no open entry still holds, and could republish, the old words.
async function undoChange(change: SiteStatus['changes'][number]): Promise<string | undefined> {
  const question = `Undo "${change.message}" (${when(change.when)})? The site goes back to how it was before that change. Anything you have not published yet is lost.`
  if (!window.confirm(question)) return undefined
  const response = await fetch(CMS_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'undoChange', params: { commit: change.commit } }),
  }).catch(() => undefined)
  if (response?.ok) {
    window.location.reload()
    return undefined
  }
  const answer = (await response?.json().catch(() => undefined)) as { error?: string } | undefined
  return answer?.error ?? 'The server could not be reached: try again in a moment.'
}

function StatusLine({ initial }: { initial: SiteStatus }) {
  const [status, setStatus] = useState(initial)
  const [savingSince, setSavingSince] = useState<number>()
  const [polls, setPolls] = useState(0)
  const [undoProblem, setUndoProblem] = useState<string>()
  const busy = status.build.building || status.build.queued || savingSince !== undefined
  useEffect(() => {
    const saving = () => setSavingSince((since) => since ?? Date.now())
    const failed = () => setSavingSince(undefined)
    const saved = async () => {
      const next = await fetchStatus()
      if (next) setStatus(next)
      setSavingSince(undefined)
    }
    window.addEventListener(SAVING_EVENT, saving)
    window.addEventListener(SAVE_FAILED_EVENT, failed)
    window.addEventListener(REFRESH_STATUS_EVENT, saved)
    return () => {
      window.removeEventListener(SAVING_EVENT, saving)
      window.removeEventListener(SAVE_FAILED_EVENT, failed)
      window.removeEventListener(REFRESH_STATUS_EVENT, saved)
    }
  }, [])
  // Re-armed by `polls` whatever the call did, so a failed one (a dropped connection) is retried.
  useEffect(() => {
    const timer = setTimeout(
      async () => {
        const next = await fetchStatus()
        if (next) setStatus(next)
        setSavingSince((since) =>
          since !== undefined && Date.now() - since > SAVE_GIVEN_UP_MS ? undefined : since,
        )
        setPolls((count) => count + 1)
      },
      busy ? 3000 : 20000,
    )
    return () => clearTimeout(timer)
  }, [polls, busy])

  const { last } = status.build
  return (
    <>
      <span
        role="status"
        style={{ fontWeight: 600, color: last && !last.ok && !busy ? '#8a1c12' : undefined }}
      >
        {busy
          ? PUBLISHING
          : last && !last.ok
            ? `Your last change is saved but not live: ${last.error ?? 'the build failed'}`
            : last
              ? `Live since ${when(last.at)}.`
              : 'The site is live.'}
      </span>
      {status.build.push && !status.build.push.ok ? (
        <span style={{ color: '#8a1c12' }}>
          Not yet copied to your agency&apos;s repository (it is kept here and goes with the next
          change): {status.build.push.error}
        </span>
      ) : null}
      <details>
        <summary style={{ cursor: 'pointer' }}>Last changes</summary>
        <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
          {status.changes.map((change) => (
            <li key={change.commit}>
              {when(change.when)}: {change.message} ({change.editor}){' '}
              {change.undoable ? (
                <button
                  type="button"
                  style={{ font: 'inherit', cursor: 'pointer' }}
                  aria-label={`Undo "${change.message}"`}
                  onClick={async () => setUndoProblem(await undoChange(change))}
                >
                  Undo
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {undoProblem ? (
          <p role="alert" style={{ color: '#8a1c12', margin: '4px 0' }}>
            Not undone. {undoProblem}
          </p>
        ) : null}
      </details>
      <span style={{ marginLeft: 'auto', display: 'flex', gap: 16, alignItems: 'center' }}>
        {status.role === 'owner' ? <a href={INBOX_PATH}>Leads</a> : null}
        <form method="post" action={SIGN_OUT_PATH}>
          <button type="submit" style={{ font: 'inherit', cursor: 'pointer' }}>
            Sign out
          </button>
        </form>
      </span>
    </>
  )
}

// Decap's proxy backend has no sign-in of its own and would otherwise ask for a second, empty one.
export function rememberSignedIn(status: SiteStatus): void {
  localStorage.setItem(
    'decap-cms-user',
    JSON.stringify({ backendName: 'proxy', name: status.editor, login: status.editor }),
  )
}

// Decap's editor is absolutely placed and as tall as #nc-root, so body padding alone won't do.
const ROOM_FOR_THE_STATUS_LINE = `
  body { padding-bottom: var(--site-status-height, 0px); }
  #nc-root { position: relative; min-height: calc(100vh - var(--site-status-height, 0px)); }
`

// Decap has no event for a failed save, so its proxy backend's `fetch` calls are watched instead.
function watchSaves(): void {
  const send = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const isSave =
      new URL(url, window.location.href).pathname === CMS_API_PATH &&
      typeof init?.body === 'string' &&
      init.body.includes('"action":"persistEntry"')
    if (!isSave) return send(input, init)
    try {
      const response = await send(input, init)
      if (!response.ok) window.dispatchEvent(new Event(SAVE_FAILED_EVENT))
      return response
    } catch (error) {
      window.dispatchEvent(new Event(SAVE_FAILED_EVENT))
      throw error
    }
  }
}

export function showSiteStatus(initial: SiteStatus): void {
  watchSaves()
  const host = document.createElement('footer')
  host.setAttribute('aria-label', 'Site status')
  Object.assign(host.style, bar)
  const room = document.createElement('style')
  room.textContent = ROOM_FOR_THE_STATUS_LINE
  document.head.append(room)
  document.body.append(host)
  new ResizeObserver(() => {
    document.documentElement.style.setProperty('--site-status-height', `${host.offsetHeight}px`)
  }).observe(host)
  createRoot(host).render(<StatusLine initial={initial} />)
}

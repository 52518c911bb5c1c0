import type { AlertQueries as Alerts } from '../alerts/alert-queries'
import type { InboxQueries as Inbox } from './inbox-queries'
import type { VisitQueries as Visits } from '../visits/visit-queries'
import type { VisitMailQueries as VisitMail } from '../visits/visit-mail-queries'
import { type StoreLimits, type LeadStore, openLeadStore } from './store'

export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable'
}

export const STORAGE_RETRY_AFTER_SECONDS = 60
const LOG_INTERVAL_MS = 60_000

function isStorageFault(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  const code = String(error.code)
  if (code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_MISMATCH') return false
  return (
    code.startsWith('SQLITE_') || ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT'].includes(code)
  )
}

/** Reopens after a storage fault, so the server recovers once disk space or permission returns. */
export function guardedLeadStore(
  dataDir: string,
  log: (message: string, error: unknown) => void,
  limits?: StoreLimits,
): LeadStore {
  let store: LeadStore | undefined
  let lastLoggedAt = Number.NEGATIVE_INFINITY

  function guarded<A extends unknown[], R>(action: (store: LeadStore, ...args: A) => R) {
    return (...args: A): R => {
      try {
        store ??= openLeadStore(dataDir, limits)
        return action(store, ...args)
      } catch (error) {
        if (!isStorageFault(error)) throw error
        store?.close()
        store = undefined
        if (Date.now() - lastLoggedAt >= LOG_INTERVAL_MS) {
          lastLoggedAt = Date.now()
          log('lead storage cannot commit; answering 503 until it can', error)
        }
        throw new StorageUnavailable('lead storage cannot commit', { cause: error })
      }
    }
  }

  return {
    saveLead: guarded((s, ...args: Parameters<LeadStore['saveLead']>) => s.saveLead(...args)),
    photoBytesToday: guarded((s, ...args: Parameters<LeadStore['photoBytesToday']>) =>
      s.photoBytesToday(...args),
    ),
    listLeads: guarded((s, ...args: Parameters<LeadStore['listLeads']>) => s.listLeads(...args)),
    inbox: {
      list: guarded((s, ...args: Parameters<Inbox['list']>) => s.inbox.list(...args)),
      matching: guarded((s, ...args: Parameters<Inbox['matching']>) => s.inbox.matching(...args)),
      lead: guarded((s, ...args: Parameters<Inbox['lead']>) => s.inbox.lead(...args)),
      markOpened: guarded((s, ...args: Parameters<Inbox['markOpened']>) =>
        s.inbox.markOpened(...args),
      ),
      setStatus: guarded((s, ...args: Parameters<Inbox['setStatus']>) =>
        s.inbox.setStatus(...args),
      ),
      addNote: guarded((s, ...args: Parameters<Inbox['addNote']>) => s.inbox.addNote(...args)),
      markNotSpam: guarded((s, ...args: Parameters<Inbox['markNotSpam']>) =>
        s.inbox.markNotSpam(...args),
      ),
      deleteLead: guarded((s, ...args: Parameters<Inbox['deleteLead']>) =>
        s.inbox.deleteLead(...args),
      ),
      purgeSpam: guarded((s, ...args: Parameters<Inbox['purgeSpam']>) =>
        s.inbox.purgeSpam(...args),
      ),
      sources: guarded((s, ...args: Parameters<Inbox['sources']>) => s.inbox.sources(...args)),
      notesOf: guarded((s, ...args: Parameters<Inbox['notesOf']>) => s.inbox.notesOf(...args)),
      unopened: guarded((s) => s.inbox.unopened()),
      recordAnswer: guarded((s, ...args: Parameters<Inbox['recordAnswer']>) =>
        s.inbox.recordAnswer(...args),
      ),
      responseStats: guarded((s, ...args: Parameters<Inbox['responseStats']>) =>
        s.inbox.responseStats(...args),
      ),
      failingAlerts: guarded((s) => s.inbox.failingAlerts()),
      deletions: guarded((s) => s.inbox.deletions()),
    },
    alerts: {
      subscribe: guarded((s, ...args: Parameters<Alerts['subscribe']>) =>
        s.alerts.subscribe(...args),
      ),
      subscriptions: guarded((s, ...args: Parameters<Alerts['subscriptions']>) =>
        s.alerts.subscriptions(...args),
      ),
      unsubscribe: guarded((s, ...args: Parameters<Alerts['unsubscribe']>) =>
        s.alerts.unsubscribe(...args),
      ),
      queueTest: guarded((s, ...args: Parameters<Alerts['queueTest']>) =>
        s.alerts.queueTest(...args),
      ),
      escalate: guarded((s, ...args: Parameters<Alerts['escalate']>) => s.alerts.escalate(...args)),
      due: guarded((s, ...args: Parameters<Alerts['due']>) => s.alerts.due(...args)),
      markSent: guarded((s, ...args: Parameters<Alerts['markSent']>) => s.alerts.markSent(...args)),
      markFailed: guarded((s, ...args: Parameters<Alerts['markFailed']>) =>
        s.alerts.markFailed(...args),
      ),
      drop: guarded((s, ...args: Parameters<Alerts['drop']>) => s.alerts.drop(...args)),
      failingPushes: guarded((s, ...args: Parameters<Alerts['failingPushes']>) =>
        s.alerts.failingPushes(...args),
      ),
      delays: guarded((s, ...args: Parameters<Alerts['delays']>) => s.alerts.delays(...args)),
      unopened: guarded((s) => s.alerts.unopened()),
      setDelays: guarded((s, ...args: Parameters<Alerts['setDelays']>) =>
        s.alerts.setDelays(...args),
      ),
    },
    visits: {
      availability: guarded((s) => s.visits.availability()),
      setAvailability: guarded((s, ...args: Parameters<LeadStore['visits']['setAvailability']>) =>
        s.visits.setAvailability(...args),
      ),
      openWindows: guarded((s, ...args: Parameters<LeadStore['visits']['openWindows']>) =>
        s.visits.openWindows(...args),
      ),
      visitOf: guarded((s, leadId: string) => s.visits.visitOf(leadId)),
      bookLater: guarded((s, ...args: Parameters<Visits['bookLater']>) =>
        s.visits.bookLater(...args),
      ),
      confirm: guarded((s, ...args: Parameters<Visits['confirm']>) => s.visits.confirm(...args)),
      decline: guarded((s, ...args: Parameters<Visits['decline']>) => s.visits.decline(...args)),
      moveTo: guarded((s, ...args: Parameters<Visits['moveTo']>) => s.visits.moveTo(...args)),
      upcoming: guarded((s, ...args: Parameters<Visits['upcoming']>) => s.visits.upcoming(...args)),
    },
    visitMail: {
      due: guarded((s, ...args: Parameters<VisitMail['due']>) => s.visitMail.due(...args)),
      markSent: guarded((s, ...args: Parameters<VisitMail['markSent']>) =>
        s.visitMail.markSent(...args),
      ),
      markFailed: guarded((s, ...args: Parameters<VisitMail['markFailed']>) =>
        s.visitMail.markFailed(...args),
      ),
      stateOf: guarded((s, leadId: string) => s.visitMail.stateOf(leadId)),
      confirmedSince: guarded((s, from: Date) => s.visitMail.confirmedSince(from)),
      feedSecret: guarded((s) => s.visitMail.feedSecret()),
      resetFeedSecret: guarded((s) => s.visitMail.resetFeedSecret()),
      isFeedSecret: guarded((s, candidate: string) => s.visitMail.isFeedSecret(candidate)),
    },
    probeWrite: guarded((s) => s.probeWrite()),
    photosOf: guarded((s, leadId: string) => s.photosOf(leadId)),
    photo: guarded((s, ...args: Parameters<LeadStore['photo']>) => s.photo(...args)),
    backup: guarded((s, file: string) => s.backup(file)),
    dueNotifications: guarded((s, ...args: Parameters<LeadStore['dueNotifications']>) =>
      s.dueNotifications(...args),
    ),
    markNotificationSent: guarded((s, ...args: Parameters<LeadStore['markNotificationSent']>) =>
      s.markNotificationSent(...args),
    ),
    markNotificationFailed: guarded((s, ...args: Parameters<LeadStore['markNotificationFailed']>) =>
      s.markNotificationFailed(...args),
    ),
    leadMeta: guarded((s, leadId: string) => s.leadMeta(leadId)),
    close() {
      store?.close()
      store = undefined
    },
  }
}

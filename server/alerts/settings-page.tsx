import { INBOX_PATH } from '../../shared/admin-paths'
import { exactTime } from '../inbox/format'
import { InboxLayout } from '../inbox/layout'
import type { AlertDelays } from './alert-queries'
import {
  ALERTS_PATH,
  ALERTS_SCRIPT_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  SERVICE_WORKER_PATH,
} from './paths'

export const DEVICE_NAME_MAX_LENGTH = 60
export const DELAY_MAX_MINUTES = 24 * 60

export type DeviceRow = {
  id: string
  device: string
  account: string
  createdAt: string
  lastResult: string | null
  lastResultAt: string | null
}

export function AlertsPage(props: {
  editor: string
  siteEditor: boolean
  vapidKey: string | undefined
  devices: DeviceRow[]
  delays: AlertDelays
  iPhone: boolean
  emailOn: boolean
  notice?: string
}) {
  const { delays } = props
  return (
    <InboxLayout
      title="Alerts"
      section="alerts"
      editor={props.editor}
      siteEditor={props.siteEditor}
    >
      <h1>Alerts on your phone</h1>
      {props.notice ? (
        <p className="notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <p>
        Every new lead is pushed to the devices below within a minute of coming in (spam never is).
        A tap on the alert opens the lead.
      </p>

      <section
        className="card"
        aria-labelledby="this-device"
        data-push-root=""
        data-vapid-key={props.vapidKey}
        data-service-worker={SERVICE_WORKER_PATH}
        data-scope={INBOX_PATH}
        data-subscribe-url={PUSH_SUBSCRIPTIONS_PATH}
      >
        <h2 id="this-device">This device</h2>
        {props.iPhone ? (
          <p>
            On an iPhone or iPad, alerts come only to the inbox added to the Home Screen (iOS 16.4
            or later): in Safari, tap Share, then Add to Home Screen; open Leads from the Home
            Screen and come back to this page.
          </p>
        ) : null}
        <p data-push-status="" aria-live="polite">
          {props.vapidKey
            ? 'Turning alerts on needs JavaScript and a browser that takes push alerts.'
            : 'Push alerts cannot be turned on: the server has no key for them yet (see its log).'}
        </p>
        <form data-push-subscribe="" hidden>
          <label htmlFor="device">Name of this device</label>
          <input
            id="device"
            name="device"
            required
            maxLength={DEVICE_NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder="Maria’s phone"
          />
          <button type="submit" className="wide">
            Alert me on this device
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="devices">
        <h2 id="devices">Devices that get alerts</h2>
        {props.devices.length === 0 ? (
          <p>No device gets alerts yet.</p>
        ) : (
          <ul className="entries">
            {props.devices.map((device) => (
              <li key={device.id}>
                <div className="row">
                  <strong>{device.device}</strong>
                  <span className="meta">
                    added by {device.account} {exactTime(device.createdAt)}
                  </span>
                  <form method="post" action={`${PUSH_SUBSCRIPTIONS_PATH}/remove`}>
                    <input type="hidden" name="id" value={device.id} />
                    <button type="submit" className="quiet" aria-label={`Remove ${device.device}`}>
                      Remove
                    </button>
                  </form>
                </div>
                <p className="meta">
                  {device.lastResult && device.lastResultAt
                    ? `Last alert: ${device.lastResult}, ${exactTime(device.lastResultAt)}`
                    : 'No alert sent yet.'}
                </p>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action={`${ALERTS_PATH}/test`}>
          <button type="submit" disabled={props.devices.length === 0}>
            Send a test alert
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="escalation">
        <h2 id="escalation">When a lead waits</h2>
        <form method="post" action={`${ALERTS_PATH}/delays`}>
          <label htmlFor="emergency-minutes">
            Push an emergency again, {props.emailOn ? 'and e-mail it, ' : ''}when it is still
            unopened after (minutes)
          </label>
          <input
            id="emergency-minutes"
            name="emergencyMinutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={DELAY_MAX_MINUTES}
            required
            defaultValue={delays.emergencyMinutes}
          />
          <label htmlFor="reminder-minutes">
            Remind me once of a lead still New after (minutes)
          </label>
          <input
            id="reminder-minutes"
            name="reminderMinutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={DELAY_MAX_MINUTES}
            required
            defaultValue={delays.reminderMinutes}
          />
          <button type="submit" className="wide">
            Save the delays
          </button>
        </form>
      </section>
      <script src={ALERTS_SCRIPT_PATH} defer />
    </InboxLayout>
  )
}

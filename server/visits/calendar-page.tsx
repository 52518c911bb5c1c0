import { InboxLayout } from '../inbox/layout'
import { CALENDAR_RESET_PATH } from './calendar-paths'

/** The owner's calendar feed: its address, how to subscribe, and a reset for a leaked address. */
export function CalendarPage(props: {
  editor: string
  siteEditor: boolean
  feedUrl: string
  reset: boolean
}) {
  const webcal = props.feedUrl.replace(/^https?:\/\//, 'webcal://')
  return (
    <InboxLayout
      title="Visits in your calendar"
      section="calendar"
      editor={props.editor}
      siteEditor={props.siteEditor}
    >
      <h1>Visits in your calendar</h1>
      {props.reset ? (
        <p className="alert" role="status">
          The link is new: the old one no longer works. Subscribe again with the link below, and
          remove the old calendar.
        </p>
      ) : null}
      <p className="meta">
        Confirmed visits, from 30 days back, with the name, phone, address and a link to the lead.
        Your calendar app fetches this private link by itself: anyone who has it sees the visits, so
        keep it to yourself.
      </p>
      <section className="card" aria-labelledby="link-heading">
        <h2 id="link-heading">Your calendar link</h2>
        <p>
          <code className="record">{props.feedUrl}</code>
        </p>
        <p>
          <a href={webcal}>Subscribe on this device</a> (opens your calendar app)
        </p>
      </section>
      <section className="card" aria-labelledby="google-heading">
        <h2 id="google-heading">Google Calendar</h2>
        <ol>
          <li>On a computer, open calendar.google.com.</li>
          <li>Beside “Other calendars”, choose “+”, then “From URL”.</li>
          <li>Paste the link above and choose “Add calendar”.</li>
        </ol>
        <p className="meta">
          Google fetches it again every few hours; a new visit may take that long.
        </p>
      </section>
      <section className="card" aria-labelledby="apple-heading">
        <h2 id="apple-heading">Apple Calendar</h2>
        <p>
          On an iPhone or iPad, tap “Subscribe on this device” above, or go to Settings, Calendar,
          Accounts, Add Account, Other, Add Subscribed Calendar, and paste the link. On a Mac: File,
          New Calendar Subscription.
        </p>
      </section>
      <section className="card" aria-labelledby="reset-heading">
        <h2 id="reset-heading">Reset the link</h2>
        <p>
          If someone else may have the link, make a new one. The old link stops working at once;
          subscribe again with the new one.
        </p>
        <form method="post" action={CALENDAR_RESET_PATH}>
          <button type="submit">Reset the link</button>
        </form>
      </section>
    </InboxLayout>
  )
}

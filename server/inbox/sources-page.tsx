import type { SourceRow } from '../leads/types'
import { InboxLayout } from './layout'

export type SourcesPeriod = { days: number; byPage: SourceRow[]; bySource: SourceRow[] }

function SourcesTable({
  caption,
  heading,
  rows,
}: {
  caption: string
  heading: string
  rows: SourceRow[]
}) {
  if (rows.length === 0) return <p className="meta">{caption}: no leads yet.</p>
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="n">
            Leads
          </th>
          <th scope="col" className="n">
            Won
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.source}>
            <td>{row.source}</td>
            <td className="n">{row.leads}</td>
            <td className="n">{row.won}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function SourcesPage(props: {
  editor: string
  siteEditor: boolean
  periods: SourcesPeriod[]
}) {
  return (
    <InboxLayout
      title="Where leads come from"
      section="sources"
      editor={props.editor}
      siteEditor={props.siteEditor}
    >
      <h1>Where leads come from</h1>
      <p className="meta">
        Leads in the inbox (not spam) by the page they were sent from and by the site or campaign
        that brought the visit. “Won” counts the leads you marked Won.
      </p>
      {props.periods.map((period) => (
        <section key={period.days} className="card" aria-labelledby={`last-${period.days}`}>
          <h2 id={`last-${period.days}`}>Last {period.days} days</h2>
          <SourcesTable
            caption={`By page, last ${period.days} days`}
            heading="Page"
            rows={period.byPage}
          />
          <SourcesTable
            caption={`By referring site or campaign, last ${period.days} days`}
            heading="Site or campaign"
            rows={period.bySource}
          />
        </section>
      ))}
    </InboxLayout>
  )
}

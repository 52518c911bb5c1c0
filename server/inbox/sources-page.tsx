import type { AnswerMedian, ResponseStats, SourceRow } from '../leads/types'
import { duration } from './format'
import { InboxLayout } from './layout'
import { ResponseChart, ResponseTable } from './response-chart'

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

function MedianLine({ median }: { median: AnswerMedian }) {
  const { days, leads, answered, medianMs } = median
  return (
    <li>
      <strong>Last {days} days:</strong>{' '}
      {medianMs === null
        ? leads === 0
          ? 'no leads yet.'
          : `none of ${leads} lead${leads === 1 ? '' : 's'} answered yet.`
        : `${duration(medianMs)} (half were answered sooner; ${answered} of ${leads} lead${leads === 1 ? '' : 's'} answered).`}
    </li>
  )
}

export function SourcesPage(props: {
  editor: string
  siteEditor: boolean
  unopened?: number
  periods: SourcesPeriod[]
  response: ResponseStats
}) {
  return (
    <InboxLayout
      title="Where leads come from"
      section="sources"
      editor={props.editor}
      siteEditor={props.siteEditor}
      unopened={props.unopened}
    >
      <h1>Where leads come from</h1>
      <p className="meta">
        Leads in the inbox (not spam) by the page they were sent from and by the site or campaign
        that brought the visit. “Won” counts the leads you marked Won.
      </p>
      <section className="card" aria-labelledby="answer-heading">
        <h2 id="answer-heading">Time to first answer</h2>
        <p className="meta">
          From the lead coming in to your first tap on Call, Text or Reply, or its first status
          after New; the median of the leads answered.
        </p>
        <ul className="medians">
          {props.response.medians.map((median) => (
            <MedianLine key={median.days} median={median} />
          ))}
        </ul>
        <div className="chart-figure">
          <ResponseChart weeks={props.response.weeks} />
          <p className="legend meta">
            <span className="key leads" /> Leads <span className="key won" /> Won{' '}
            <span className="key answer" /> Median first answer
          </p>
        </div>
        <ResponseTable weeks={props.response.weeks} />
      </section>
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

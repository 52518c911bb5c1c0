import { CHART_WEEKS } from '../leads/inbox-queries'
import type { WeekRow } from '../leads/types'
import { duration } from './format'

const WIDTH = 320
const LEFT = 8
const PLOT = WIDTH - LEFT * 2
const SLOT = PLOT / CHART_WEEKS
const BAR = SLOT * 0.64
const LEADS_TOP = 18
const LEADS_HEIGHT = 78
const ANSWER_TOP = 130
const ANSWER_HEIGHT = 46
const HEIGHT = 200

const weekLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})
/** "Mar 3": a calendar day already on the business's clock, so read in UTC to keep it as is. */
const weekOfLabel = (day: string) => weekLabel.format(new Date(`${day}T00:00:00Z`))

const CHART_NAME = `Leads, won leads and median time to first answer per week, last ${CHART_WEEKS} weeks. The table below holds the same figures.`

/** Drawn on the server: colours are classes on the stylesheet's tokens, so dark mode follows. */
export function ResponseChart({ weeks }: { weeks: WeekRow[] }) {
  const mostLeads = Math.max(1, ...weeks.map((week) => week.leads))
  const medians = weeks.map((week) => week.medianMs)
  const slowest = Math.max(0, ...medians.map((ms) => ms ?? 0))
  const x = (index: number) => LEFT + SLOT * index + SLOT / 2
  const leadsY = (count: number) => LEADS_TOP + LEADS_HEIGHT * (1 - count / mostLeads)
  const answerY = (ms: number) =>
    ANSWER_TOP + ANSWER_HEIGHT * (1 - (slowest > 0 ? ms / slowest : 0))
  // Weeks without an answered lead break the line rather than dropping to zero.
  const segments: string[] = []
  let path = ''
  medians.forEach((ms, index) => {
    if (ms === null) {
      if (path) segments.push(path)
      path = ''
      return
    }
    path += `${path ? 'L' : 'M'}${x(index).toFixed(1)} ${answerY(ms).toFixed(1)}`
  })
  if (path) segments.push(path)

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={CHART_NAME}
      preserveAspectRatio="xMidYMid meet"
    >
      <text x={LEFT} y={10} className="label">
        Leads a week (most: {mostLeads})
      </text>
      <line
        className="axis"
        x1={LEFT}
        x2={WIDTH - LEFT}
        y1={LEADS_TOP + LEADS_HEIGHT}
        y2={LEADS_TOP + LEADS_HEIGHT}
      />
      {weeks.map((week, index) => (
        <g key={week.weekOf}>
          {/* Won is drawn over leads: the part of the week's bar that became work. */}
          {(['leads', 'won'] as const).map((series) =>
            week[series] > 0 ? (
              <rect
                key={series}
                className={series}
                x={x(index) - BAR / 2}
                y={leadsY(week[series])}
                width={BAR}
                height={LEADS_TOP + LEADS_HEIGHT - leadsY(week[series])}
              />
            ) : null,
          )}
        </g>
      ))}
      <text x={LEFT} y={ANSWER_TOP - 12} className="label">
        Median first answer{slowest > 0 ? ` (slowest: ${duration(slowest)})` : ': none yet'}
      </text>
      <line
        className="axis"
        x1={LEFT}
        x2={WIDTH - LEFT}
        y1={ANSWER_TOP + ANSWER_HEIGHT}
        y2={ANSWER_TOP + ANSWER_HEIGHT}
      />
      {segments.map((d) => (
        <path key={d} className="answer" d={d} />
      ))}
      {medians.map((ms, index) =>
        ms === null ? null : (
          <circle
            key={weeks[index]?.weekOf}
            className="answer"
            cx={x(index)}
            cy={answerY(ms)}
            r={3}
          />
        ),
      )}
      {weeks.map((week, index) =>
        index % 4 === 0 || index === weeks.length - 1 ? (
          <text key={week.weekOf} x={x(index)} y={HEIGHT - 4} className="label" textAnchor="middle">
            {weekOfLabel(week.weekOf)}
          </text>
        ) : null,
      )}
    </svg>
  )
}

export function ResponseTable({ weeks }: { weeks: WeekRow[] }) {
  return (
    <table className="weeks">
      <caption>Week by week (Monday to Sunday), the last {CHART_WEEKS} weeks</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col" className="n">
            Leads
          </th>
          <th scope="col" className="n">
            Won
          </th>
          <th scope="col" className="n">
            Median first answer
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekOf}>
            <th scope="row">
              <time dateTime={week.weekOf}>{weekOfLabel(week.weekOf)}</time>
            </th>
            <td className="n">{week.leads}</td>
            <td className="n">{week.won}</td>
            <td className="n">{week.medianMs === null ? '—' : duration(week.medianMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import type { ReactNode } from 'react'
import { BARK_LIGHT, Bar } from './base'

type Point = readonly [number, number]

// `hands` and `tool` are relative to the feet, in the unflipped drawing.
export function Worker({
  x,
  y = 300,
  s = 1,
  flip = false,
  hands = [
    [-6, -40],
    [8, -40],
  ],
  look = 0,
  tool,
}: {
  x: number
  y?: number
  s?: number
  flip?: boolean
  hands?: readonly [Point, Point]
  look?: number
  tool?: ReactNode
}) {
  const [back, front] = hands
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <Bar x1={-6} y1={-40} x2={-8} y2={-5} w={10} className="fill-muted" />
      <Bar x1={6} y1={-40} x2={7} y2={-5} w={10} className="fill-muted" />
      <rect x={-13} y={-6} width={12} height={6} rx={3} className="fill-band" />
      <rect x={2} y={-6} width={14} height={6} rx={3} className="fill-band" />
      <Bar x1={-4} y1={-74} x2={back[0]} y2={back[1]} w={9} className="fill-band" />
      <rect x={-13} y={-86} width={26} height={48} rx={10} className="fill-brand" />
      <rect x={-13} y={-62} width={26} height={5} className="fill-tint" />
      {tool}
      <Bar x1={5} y1={-74} x2={front[0]} y2={front[1]} w={9} className="fill-brand" />
      <circle cx={back[0]} cy={back[1]} r={4.5} fill={BARK_LIGHT} />
      <circle cx={front[0]} cy={front[1]} r={4.5} fill={BARK_LIGHT} />
      <g transform={`rotate(${-look} 0 -90)`}>
        <circle cx={1} cy={-97} r={11} fill={BARK_LIGHT} />
        <path d="M-12-100a12 12 0 0 1 24 0Z" className="fill-call" />
        <rect x={-14} y={-102} width={32} height={5} rx={2.5} className="fill-call" />
      </g>
    </g>
  )
}

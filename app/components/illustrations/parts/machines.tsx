import type { ReactNode } from 'react'
import { Bar, line, r2 } from './base'

type Point = readonly [number, number]

function Wheel({ cx, cy = -15, r = 15 }: { cx: number; cy?: number; r?: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="fill-band" />
      <circle cx={cx} cy={cy} r={r2(r * 0.4)} className="fill-line" />
    </g>
  )
}

// `elbow`, `basket` and `children` use truck-local units (ground at 0); children sit in the basket.
export function BucketTruck({
  x,
  y = 300,
  s = 1,
  flip = false,
  elbow = [60, -112],
  basket = [150, -150],
  children,
}: {
  x: number
  y?: number
  s?: number
  flip?: boolean
  elbow?: Point
  basket?: Point
  children?: ReactNode
}) {
  const [bx, by] = basket
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <rect x={6} y={-36} width={8} height={32} rx={3} className="fill-muted" />
      <rect x={0} y={-6} width={20} height={6} rx={3} className="fill-muted" />
      <rect x={-2} y={-36} width={192} height={14} rx={7} className="fill-band" />
      <rect x={0} y={-72} width={118} height={42} rx={6} className="fill-brand" />
      <path
        d="M122-30V-84Q122-92 130-92H154Q160-92 163-86L176-60H182Q190-60 190-52V-30Z"
        className="fill-brand"
      />
      <path d="M132-84H152L163-63H132Z" className="fill-tint" />
      <rect x={184} y={-48} width={6} height={7} rx={2} className="fill-call" />
      <rect x={136} y={-98} width={14} height={6} rx={3} className="fill-call" />
      <rect x={0} y={-56} width={118} height={6} className="fill-tint" />
      <rect x={122} y={-56} width={68} height={6} className="fill-tint" />
      <Wheel cx={40} />
      <Wheel cx={156} />
      <rect x={78} y={-86} width={26} height={16} rx={4} className="fill-muted" />
      <Bar x1={91} y1={-80} x2={elbow[0]} y2={elbow[1]} w={10} className="fill-muted" />
      <Bar x1={elbow[0]} y1={elbow[1]} x2={bx} y2={by + 30} w={8} className="fill-muted" />
      <circle cx={elbow[0]} cy={elbow[1]} r={6} className="fill-band" />
      {children}
      <rect x={bx - 16} y={by} width={32} height={36} rx={4} className="fill-call" />
      <rect x={bx - 18} y={by - 2} width={36} height={6} rx={3} className="fill-call" />
    </g>
  )
}

export function StumpGrinder({
  x,
  y = 300,
  s = 1,
  flip = false,
}: {
  x: number
  y?: number
  s?: number
  flip?: boolean
}) {
  const teeth = [0, 45, 90, 135, 180, 225, 270, 315]
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <Bar x1={14} y1={-52} x2={-28} y2={-66} w={7} className="fill-muted" />
      <rect x={-38} y={-71} width={18} height={9} rx={4.5} className="fill-band" />
      <Bar x1={60} y1={-44} x2={104} y2={-28} w={12} className="fill-muted" />
      <g transform="translate(108 -24)">
        {teeth.map((a) => (
          <rect
            key={a}
            x={15}
            y={-3}
            width={8}
            height={6}
            rx={2}
            transform={`rotate(${a})`}
            className="fill-band"
          />
        ))}
        <circle r={18} className="fill-muted" />
        <circle r={6} className="fill-line" />
      </g>
      <path d="M84-24A24 24 0 0 1 132-24H120A12 12 0 0 0 96-24Z" className="fill-call" />
      <rect x={8} y={-66} width={74} height={38} rx={8} className="fill-call" />
      <rect x={18} y={-78} width={36} height={14} rx={5} className="fill-muted" />
      <rect x={22} y={-52} width={46} height={5} rx={2.5} className="fill-band" />
      <Wheel cx={32} cy={-17} r={17} />
      <Wheel cx={70} cy={-11} r={11} />
    </g>
  )
}

export function TrackLoader({
  x,
  y = 300,
  s = 1,
  flip = false,
}: {
  x: number
  y?: number
  s?: number
  flip?: boolean
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -s : s} ${s})`}>
      <rect x={0} y={-86} width={42} height={40} rx={8} className="fill-call" />
      <rect x={46} y={-118} width={46} height={58} rx={6} className="fill-muted" />
      <rect x={53} y={-110} width={32} height={40} rx={4} className="fill-tint" />
      <path d="M58-92a8 8 0 0 1 16 0Z" className="fill-call" />
      <rect x={6} y={-66} width={104} height={40} rx={8} className="fill-call" />
      <Bar x1={30} y1={-76} x2={132} y2={-44} w={12} className="fill-muted" />
      <rect x={116} y={-52} width={54} height={44} rx={8} className="fill-muted" />
      <path d="M120-8h46" className="stroke-band" {...line} strokeDasharray="4 6" />
      <rect x={0} y={-30} width={112} height={30} rx={15} className="fill-band" />
      {[15, 37, 59, 81, 97].map((cx) => (
        <circle key={cx} cx={cx} cy={-15} r={6} className="fill-line" />
      ))}
    </g>
  )
}

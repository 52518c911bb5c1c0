// Colours are token classes (dark mode follows) but for the hex browns and green, fine in both.
import type { ReactNode } from 'react'
export const BARK = '#7a5236'
export const BARK_LIGHT = '#a8774f'
export const LEAF = '#6fae84'

export const line = {
  fill: 'none',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

// Keeps float noise (`114.24000000000001`) out of every page's markup.
export const r2 = (n: number) => Math.round(n * 100) / 100

export function Bar({
  x1,
  y1,
  x2,
  y2,
  w,
  className,
  fill,
}: {
  x1: number
  y1: number
  x2: number
  y2: number
  w: number
  className?: string
  fill?: string
}) {
  const len = Math.hypot(x2 - x1, y2 - y1)
  const deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  return (
    <rect
      x={r2(x1 - w / 2)}
      y={r2(y1 - w / 2)}
      width={r2(len + w)}
      height={w}
      rx={r2(w / 2)}
      transform={`rotate(${r2(deg)} ${x1} ${y1})`}
      className={className}
      fill={fill}
    />
  )
}

export function Backdrop({ width = 480, ground = 300 }: { width?: number; ground?: number }) {
  return (
    <rect
      x={24}
      y={24}
      width={width - 48}
      height={ground - 24}
      rx={28}
      className="fill-brand-soft"
    />
  )
}

export function Ground({ width = 480, y = 300 }: { width?: number; y?: number }) {
  const d = (a: number, b: number) => `M${r2(width * a)} ${y + 22}H${r2(width * b)}`
  return (
    <g>
      <rect x={12} y={y - 4} width={width - 24} height={10} rx={5} fill={LEAF} />
      <path d={d(0.12, 0.3) + d(0.38, 0.5) + d(0.6, 0.84)} className="stroke-line" {...line} />
    </g>
  )
}

// Draw it before <Ground>, so that the grass bar trims its base.
export function Bush({ x, y = 300, s = 1 }: { x: number; y?: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} fill={LEAF}>
      <circle cx={-15} cy={-8} r={14} />
      <circle cx={2} cy={-15} r={18} />
      <circle cx={19} cy={-8} r={13} />
    </g>
  )
}

export function Scene({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 480 360"
      width="480"
      height="360"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <Backdrop />
      {children}
    </svg>
  )
}

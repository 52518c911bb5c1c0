import { BARK, BARK_LIGHT, line } from './base'

export function Chainsaw({ x, y, angle = 0 }: { x: number; y: number; angle?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x={6} y={-3.5} width={34} height={7} rx={3.5} className="fill-muted" />
      <rect x={-12} y={-8} width={22} height={15} rx={4} className="fill-call" />
    </g>
  )
}

export function Chips({ x, y, spread = 1 }: { x: number; y: number; spread?: number }) {
  const chips = [
    [-30, -20, 20, BARK_LIGHT],
    [-18, -38, -30, BARK],
    [-4, -48, 50, BARK_LIGHT],
    [14, -40, 10, BARK],
    [-40, -4, -15, BARK],
    [26, -26, 70, BARK_LIGHT],
  ] as const
  return (
    <g transform={`translate(${x} ${y}) scale(${spread})`}>
      {chips.map(([dx, dy, a, c]) => (
        <rect
          key={`${dx}${dy}`}
          x={dx}
          y={dy}
          width={8}
          height={5}
          rx={2}
          fill={c}
          transform={`rotate(${a} ${dx} ${dy})`}
        />
      ))}
    </g>
  )
}

export function Cone({ x, y = 300 }: { x: number; y?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-13} y={-5} width={26} height={5} rx={2.5} className="fill-call" />
      <path d="M-9-5L-3-30Q0-33 3-30L9-5Z" className="fill-call" />
      <path d="M-6.5-15H6.5" className="stroke-tint" {...line} />
    </g>
  )
}

export function PoleSaw({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  const deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  return (
    <g>
      <path d={`M${x1} ${y1}L${x2} ${y2}`} className="stroke-muted" {...line} />
      <g transform={`translate(${x2} ${y2}) rotate(${Math.round(deg)})`}>
        <path d="M-4 0C4 4 14 4 22 0L22-5C14-2 6-2-4-5Z" className="fill-muted" />
        <rect x={-10} y={-4} width={10} height={8} rx={3} className="fill-call" />
      </g>
    </g>
  )
}

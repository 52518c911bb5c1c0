import { BARK, BARK_LIGHT, line, r2 } from './base'

export function House({
  x,
  y = 300,
  w = 150,
  h = 96,
  windows = [0.14],
  door = 0.6,
}: {
  x: number
  y?: number
  w?: number
  h?: number
  // Fractions of the wall width, as is `door`.
  windows?: number[]
  door?: number | false
}) {
  const top = -h
  const ridge = r2(top - w * 0.42)
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={r2(w * 0.68)} y={ridge + 6} width={18} height={40} rx={3} className="fill-muted" />
      <rect x={0} y={top} width={w} height={h} className="fill-tint" />
      <path
        d={`M-14 ${top + 4}Q-20 ${top + 4} -15 ${top - 2}L${w / 2 - 6} ${ridge + 4}Q${w / 2} ${ridge} ${w / 2 + 6} ${ridge + 4}L${w + 15} ${top - 2}Q${w + 20} ${top + 4} ${w + 14} ${top + 4}Z`}
        className="fill-muted"
      />
      <path
        d={`M6 ${top + 16}H${w - 6}M6 ${top + 32}H${w - 6}`}
        className="stroke-line"
        {...line}
      />
      {windows.map((f) => (
        <Window key={f} x={r2(w * f)} y={top + 40} />
      ))}
      {door !== false && (
        <rect x={r2(w * door)} y={-52} width={24} height={52} rx={3} className="fill-brand" />
      )}
    </g>
  )
}

function Window({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width={30} height={30} rx={3} className="fill-muted" />
      <path
        d={`M${x + 15} ${y + 3}V${y + 27}M${x + 3} ${y + 15}H${x + 27}`}
        className="stroke-tint"
        {...line}
      />
    </g>
  )
}

export function Fence({
  x1,
  x2,
  y = 300,
  h = 44,
}: {
  x1: number
  x2: number
  y?: number
  h?: number
}) {
  const posts: number[] = []
  for (let px = x1; px <= x2 - 10; px += 18) posts.push(px)
  return (
    <g>
      <rect x={x1 - 4} y={y - h + 12} width={x2 - x1 + 8} height={7} rx={3} fill={BARK} />
      <rect x={x1 - 4} y={y - 18} width={x2 - x1 + 8} height={7} rx={3} fill={BARK} />
      {posts.map((px) => (
        <path key={px} d={`M${px} ${y}V${y - h + 5}l5-5 5 5V${y}Z`} fill={BARK_LIGHT} />
      ))}
    </g>
  )
}

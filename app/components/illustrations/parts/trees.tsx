import { BARK, BARK_LIGHT, line, r2 } from './base'

const crowns = {
  round: [
    [0, -160, 48],
    [-40, -132, 40],
    [40, -132, 40],
    [-16, -112, 34],
    [18, -110, 32],
  ],
  oval: [
    [0, -178, 38],
    [-22, -146, 38],
    [24, -146, 36],
    [0, -126, 40],
    [-30, -110, 26],
    [28, -108, 26],
  ],
} as const

export function Tree({
  x,
  y = 300,
  s = 1,
  shape = 'round',
  lift = 0,
  branches = true,
}: {
  x: number
  y?: number
  s?: number
  shape?: keyof typeof crowns
  // In unscaled units.
  lift?: number
  branches?: boolean
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d={`M-17 0C-9-3-8-14-8-30L-6 ${-104 - lift}H6L8-30C8-14 9-3 17 0Z`} fill={BARK} />
      <g className="fill-brand" transform={lift ? `translate(0 ${-lift})` : undefined}>
        {crowns[shape].map(([cx, cy, cr]) => (
          <circle key={`${cx}${cy}`} cx={cx} cy={cy} r={cr} />
        ))}
      </g>
      {branches && (
        <path
          d={`M0 ${-92 - lift}V${-170 - lift}M0 ${-118 - lift}l-22-20M0 ${-142 - lift}l20-18`}
          className="stroke-brand-soft"
          {...line}
          strokeWidth={r2(3 / s)}
        />
      )}
    </g>
  )
}

export function Conifer({ x, y = 300, s = 1 }: { x: number; y?: number; s?: number }) {
  const tier = (top: number, base: number, hw: number) =>
    `M-4 ${top + 5}Q0 ${top} 4 ${top + 5}L${hw - 3} ${base - 4}Q${hw + 1} ${base} ${hw - 5} ${base}` +
    `H${5 - hw}Q${-hw - 1} ${base} ${3 - hw} ${base - 4}Z`
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <rect x={-5} y={-26} width={10} height={26} rx={2} fill={BARK} />
      <path
        d={tier(-108, -20, 46) + tier(-142, -64, 36) + tier(-172, -104, 26)}
        className="fill-band"
      />
    </g>
  )
}

export function Log({
  x,
  y,
  len = 56,
  h = 22,
  angle = 0,
}: {
  x: number
  y: number
  len?: number
  h?: number
  angle?: number
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x={-len / 2} y={-h / 2} width={len} height={h} rx={r2(h / 3)} fill={BARK} />
      <ellipse cx={len / 2 - 3} cy={0} rx={r2(h / 3.2)} ry={r2(h / 2)} fill={BARK_LIGHT} />
      <ellipse cx={len / 2 - 3} cy={0} rx={r2(h / 9)} ry={r2(h / 6)} fill={BARK} />
    </g>
  )
}

export function Stump({ x, y = 300, s = 1 }: { x: number; y?: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-40 0C-30-4-24-8-24-22V-34H24V-22C24-8 30-4 40 0Z" fill={BARK} />
      <ellipse cx={0} cy={-34} rx={24} ry={7} fill={BARK_LIGHT} />
      <ellipse cx={0} cy={-34} rx={10} ry={3} fill="none" stroke={BARK} strokeWidth={r2(3 / s)} />
    </g>
  )
}

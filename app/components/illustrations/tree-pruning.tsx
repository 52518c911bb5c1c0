import { Bar, BARK, BARK_LIGHT, Ground, LEAF, line, Scene } from './parts/base'

const leaves = [
  [212, 128, -30, 'fill-brand'],
  [248, 108, 20, 'fill-brand'],
  [280, 126, -50, 'fill-brand'],
  [306, 96, 10, 'fill-brand'],
  [330, 118, -20, 'fill-brand'],
  [236, 142, 40, 'fill-brand'],
] as const

export function TreePruningIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <path
        d="M54 300C78 294 86 280 86 250L92 76H140L144 250C144 280 152 294 176 300Z"
        fill={BARK}
      />
      <path d="M112 120v36M120 190v30M104 236v24" stroke={BARK_LIGHT} {...line} opacity={0.6} />
      <path d="M136 168C180 150 250 126 334 106L338 118C260 136 196 160 140 184Z" fill={BARK} />
      {leaves.map(([x, y, a, c]) => (
        <g key={x} transform={`translate(${x} ${y}) rotate(${a})`}>
          <path d="M0 0C6-12 22-16 34-10C26 2 12 6 0 0Z" className={c} />
          <path d="M2-1C12-6 20-8 28-9" className="stroke-brand-soft" {...line} />
        </g>
      ))}
      <g className="fill-brand">
        <circle cx={114} cy={76} r={44} />
        <circle cx={66} cy={102} r={32} />
        <circle cx={164} cy={94} r={34} />
      </g>
      <path d="M140 206C154 208 160 214 160 226C160 238 154 244 140 246Z" fill={BARK} />
      <ellipse cx={160} cy={226} rx={6} ry={15} fill={BARK_LIGHT} />
      <ellipse cx={160} cy={226} rx={2} ry={6} stroke={BARK} {...line} />
      <circle cx={190} cy={190} r={14} className="fill-brand" />
      <path d="M183 190l5 5 9-10" className="stroke-brand-soft" {...line} />
      <g transform="translate(292 226) rotate(-14) scale(0.85)">
        <Bar x1={0} y1={0} x2={84} y2={-20} w={14} className="fill-brand" />
        <Bar x1={0} y1={0} x2={80} y2={24} w={14} className="fill-brand" />
        <path d="M2-6C-24-14-48-12-64-2C-46 4-22 6 2 4Z" className="fill-muted" />
        <path d="M2 4C-16 6-34 16-44 24C-28 26-10 18 2-4Z" className="fill-muted" />
        <circle r={6} className="fill-line" />
      </g>
      <Bar x1={236} y1={288} x2={300} y2={270} w={10} fill={BARK} />
      <g transform="translate(306 268)" fill={LEAF}>
        <ellipse cx={0} cy={-6} rx={14} ry={7} transform="rotate(-30)" />
        <ellipse cx={14} cy={4} rx={14} ry={7} transform="rotate(20)" />
      </g>
      <Ground />
    </Scene>
  )
}

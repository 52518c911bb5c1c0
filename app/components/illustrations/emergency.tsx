import { Bar, BARK, BARK_LIGHT, Ground, line, Scene } from './parts/base'
import { Fence, House } from './parts/buildings'
import { Tree } from './parts/trees'

const rain = [
  [60, 40],
  [130, 60],
  [210, 36],
  [270, 70],
  [350, 44],
  [420, 64],
  [96, 120],
  [240, 120],
  [400, 128],
  [170, 176],
  [300, 190],
  [56, 214],
  [440, 200],
] as const

export function EmergencyIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <path
        d={rain.map(([x, y]) => `M${x} ${y}l-8 18`).join('')}
        className="stroke-muted"
        {...line}
        opacity={0.35}
      />
      <House x={300} w={140} h={96} windows={[0.14, 0.58]} door={false} />
      <Tree x={126} s={1} />
      <path d="M130 206l20-12 4 6-4 4 6 2-6 6Z" fill={BARK} />
      <path d="M150 194l4 6-4 4 6 2" stroke={BARK_LIGHT} {...line} />
      <Fence x1={196} x2={296} />
      <Bar x1={186} y1={288} x2={330} y2={238} w={14} fill={BARK} />
      <path d="M180 282l-6 4 6 3-4 5 8-1" stroke={BARK_LIGHT} {...line} />
      <Bar x1={280} y1={256} x2={316} y2={210} w={8} fill={BARK} />
      <g className="fill-brand">
        <circle cx={326} cy={206} r={26} />
        <circle cx={354} cy={226} r={24} />
        <circle cx={332} cy={238} r={20} />
        <circle cx={372} cy={250} r={16} />
      </g>
      <Ground />
      <g transform="translate(34 300)">
        <Bar x1={8} y1={0} x2={20} y2={-46} w={6} className="fill-muted" />
        <Bar x1={64} y1={0} x2={52} y2={-46} w={6} className="fill-muted" />
        <rect x={4} y={-54} width={64} height={14} rx={4} className="fill-tint" />
        <path d="M14-52l10 10M34-52l10 10M54-52l10 10" className="stroke-call" {...line} />
        <rect x={30} y={-66} width={12} height={12} rx={4} className="fill-call" />
        <path d="M22-74l-6-6M36-78v-8M50-74l6-6" className="stroke-call" {...line} />
      </g>
    </Scene>
  )
}

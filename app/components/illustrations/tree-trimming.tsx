import { BARK, Bush, Ground, line, r2, Scene } from './parts/base'
import { House } from './parts/buildings'
import { PoleSaw } from './parts/tools'
import { Worker } from './parts/people'
import { Tree } from './parts/trees'

function Twig({ x, y, a }: { x: number; y: number; a: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${a}) scale(1.3)`}>
      <path d="M-12 0H12M2 0l8-7" stroke={BARK} {...line} strokeWidth={r2(3 / 1.3)} />
      <ellipse cx={-6} cy={-5} rx={6} ry={3.5} className="fill-brand" />
      <ellipse cx={12} cy={-9} rx={6} ry={3.5} className="fill-brand" />
    </g>
  )
}

export function TreeTrimmingIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <House x={40} w={150} h={96} />
      <Bush x={70} s={0.8} />
      <Tree x={292} s={1.05} />
      <path
        d="M200 150A98 98 0 0 1 386 134"
        className="stroke-brand"
        {...line}
        strokeDasharray="3 9"
      />
      <Twig x={398} y={176} a={24} />
      <Twig x={384} y={226} a={-40} />
      <Twig x={332} y={300} a={6} />
      <Ground />
      <Worker
        x={432}
        flip
        look={22}
        hands={[
          [18, -50],
          [30, -76],
        ]}
        tool={<PoleSaw x1={10} y1={-40} x2={56} y2={-160} />}
      />
    </Scene>
  )
}

import { BARK_LIGHT, Bush, Ground, line, Scene } from './parts/base'
import { Worker } from './parts/people'
import { Conifer, Tree } from './parts/trees'

export function ArboristIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Conifer x={66} s={0.78} />
      <Tree x={322} s={1.28} />
      <Bush x={448} s={0.6} />
      <Bush x={196} s={0.75} />
      <Ground />
      <Worker
        x={142}
        look={28}
        hands={[
          [16, -58],
          [34, -108],
        ]}
        tool={
          <g transform="rotate(-12 16 -58)">
            <rect x={4} y={-78} width={26} height={34} rx={4} fill={BARK_LIGHT} />
            <rect x={8} y={-72} width={18} height={24} rx={2} className="fill-tint" />
            <path d="M12-64H22M12-56H20" className="stroke-line" {...line} />
          </g>
        }
      />
    </Scene>
  )
}

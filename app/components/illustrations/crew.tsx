import { BARK_LIGHT, Bush, Ground, line, Scene } from './parts/base'
import { BucketTruck } from './parts/machines'
import { Chainsaw, Cone } from './parts/tools'
import { Worker } from './parts/people'
import { Tree } from './parts/trees'

export function CrewIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Tree x={366} s={1.05} lift={24} />
      <Bush x={440} s={0.7} />
      <Ground />
      <Cone x={252} />
      <BucketTruck x={34} elbow={[66, -182]} basket={[236, -190]}>
        <Worker
          x={236}
          y={-154}
          look={12}
          hands={[
            [14, -66],
            [26, -70],
          ]}
          tool={<Chainsaw x={26} y={-68} angle={-20} />}
        />
      </BucketTruck>
      <Worker
        x={290}
        flip
        hands={[
          [10, -46],
          [16, -52],
        ]}
      />
      <Worker
        x={338}
        look={16}
        hands={[
          [10, -56],
          [20, -60],
        ]}
        tool={
          <g transform="rotate(-10 14 -58)">
            <rect x={4} y={-76} width={24} height={32} rx={4} fill={BARK_LIGHT} />
            <rect x={8} y={-70} width={16} height={22} rx={2} className="fill-tint" />
            <path d="M11-63H21M11-56H19" className="stroke-line" {...line} />
          </g>
        }
      />
    </Scene>
  )
}

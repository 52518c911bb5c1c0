import { BARK_LIGHT, Bush, Ground, Scene } from './parts/base'
import { StumpGrinder } from './parts/machines'
import { Chips } from './parts/tools'
import { Worker } from './parts/people'
import { Stump, Tree } from './parts/trees'

export function StumpGrindingIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Tree x={92} s={0.95} />
      <Bush x={430} s={0.9} />
      <Ground />
      <Stump x={176} s={1.2} />
      <path d="M96 301C102 290 114 286 124 290C130 284 140 286 144 301Z" fill={BARK_LIGHT} />
      <path d="M232 301C240 290 256 288 266 294C274 290 284 294 286 301Z" fill={BARK_LIGHT} />
      <Chips x={190} y={254} spread={1.2} />
      <Chips x={234} y={246} spread={-0.9} />
      <Worker
        x={386}
        flip
        hands={[
          [26, -66],
          [32, -68],
        ]}
      />
      <StumpGrinder x={326} flip />
    </Scene>
  )
}

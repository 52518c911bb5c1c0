import { Bush, Ground, Scene } from './parts/base'
import { TrackLoader } from './parts/machines'
import { Chips } from './parts/tools'
import { Conifer, Stump, Tree } from './parts/trees'

export function LandClearingIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Conifer x={72} s={0.85} />
      <Tree x={374} s={0.92} />
      <Bush x={356} s={1.3} />
      <Bush x={418} s={1.05} />
      <Ground />
      <Stump x={142} s={0.4} />
      <Stump x={44} s={0.35} />
      <Chips x={318} y={262} spread={1.1} />
      <TrackLoader x={150} />
    </Scene>
  )
}

import { Bar, BARK, BARK_LIGHT, Bush, Ground, line, Scene } from './parts/base'
import { BucketTruck } from './parts/machines'
import { Chainsaw } from './parts/tools'
import { Worker } from './parts/people'
import { Conifer, Log } from './parts/trees'

export function TreeRemovalIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Conifer x={252} s={0.62} />
      <Bush x={60} s={0.8} />
      <path
        d="M335 300C343 297 344 288 344 274L345 62H355L356 274C356 288 357 297 365 300Z"
        fill={BARK}
      />
      <ellipse cx={350} cy={62} rx={5} ry={2.5} fill={BARK_LIGHT} />
      <Bar x1={347} y1={126} x2={333} y2={116} w={6} fill={BARK} />
      <Bar x1={353} y1={112} x2={364} y2={104} w={6} fill={BARK} />
      <g className="fill-brand">
        <circle cx={350} cy={186} r={44} />
        <circle cx={314} cy={208} r={32} />
        <circle cx={388} cy={206} r={32} />
        <circle cx={338} cy={220} r={28} />
        <circle cx={366} cy={220} r={26} />
      </g>
      <path d="M350 236V166M350 204l-18-14M350 186l16-14" className="stroke-brand-soft" {...line} />
      <path
        d="M353 92L404 145M354 96C358 110 358 120 358 276C374 284 402 270 420 246"
        className="stroke-muted"
        {...line}
      />
      <circle cx={350} cy={94} r={4} className="fill-muted" />
      <Log x={404} y={157} len={60} h={22} />
      <Ground />
      <Worker
        x={436}
        flip
        hands={[
          [16, -48],
          [18, -58],
        ]}
      />
      <BucketTruck x={28} elbow={[50, -196]} basket={[280, -172]}>
        <Worker
          x={280}
          y={-136}
          hands={[
            [14, -66],
            [24, -62],
          ]}
          tool={<Chainsaw x={24} y={-64} angle={-6} />}
        />
      </BucketTruck>
    </Scene>
  )
}

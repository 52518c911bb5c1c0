import { Backdrop, Bush, Ground, line } from './parts/base'
import { House } from './parts/buildings'
import { BucketTruck } from './parts/machines'
import { Cone, PoleSaw } from './parts/tools'
import { Worker } from './parts/people'
import { Conifer, Tree } from './parts/trees'

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 420"
      width="560"
      height="420"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <Backdrop width={560} ground={350} />
      <Conifer x={398} y={350} s={0.8} />
      <Tree x={462} y={350} s={1.02} lift={44} shape="oval" />
      <House x={206} y={350} w={168} h={104} windows={[0.1, 0.34]} door={0.66} />
      <Tree x={128} y={350} s={1.1} lift={8} />
      <Bush x={236} y={350} s={0.8} />
      <Bush x={352} y={350} s={0.72} />
      <path d="M462 200L430 282C424 300 428 320 420 344" className="stroke-muted" {...line} />
      <Ground width={560} y={350} />
      <g transform="rotate(-20 452 314)">
        <Worker
          x={452}
          y={314}
          s={0.8}
          look={-20}
          hands={[
            [30, -78],
            [44, -92],
          ]}
          tool={<rect x={-14} y={-46} width={28} height={8} rx={4} className="fill-band" />}
        />
      </g>
      <Cone x={268} y={350} />
      <BucketTruck x={26} y={350} s={0.96} elbow={[124, -204]} basket={[222, -150]}>
        <Worker
          x={222}
          y={-114}
          flip
          look={24}
          hands={[
            [12, -62],
            [26, -80],
          ]}
          tool={<PoleSaw x1={14} y1={-66} x2={66} y2={-116} />}
        />
      </BucketTruck>
    </svg>
  )
}

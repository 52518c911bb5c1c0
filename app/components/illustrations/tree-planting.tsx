import { Bar, BARK, BARK_LIGHT, Bush, Ground, line, Scene } from './parts/base'
import { Conifer, Tree } from './parts/trees'

export function TreePlantingIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Tree x={96} s={0.95} />
      <Conifer x={418} s={0.72} />
      <Bush x={174} s={0.7} />
      <Ground />
      <Tree x={250} s={0.52} />
      <Bar x1={276} y1={300} x2={276} y2={196} w={6} fill={BARK_LIGHT} />
      <path d="M254 232H276M254 258H276" className="stroke-muted" {...line} />
      <ellipse cx={250} cy={301} rx={64} ry={9} fill={BARK} />
      <path d="M206 300h6M226 303h6M262 303h6M288 300h6" stroke={BARK_LIGHT} {...line} />
      <path d="M322 301C330 280 352 270 372 270C392 270 410 282 414 301Z" fill={BARK} />
      <g transform="rotate(14 370 284)">
        <path d="M360 270H380V292Q370 302 360 292Z" className="fill-muted" />
        <Bar x1={370} y1={268} x2={370} y2={176} w={7} fill={BARK_LIGHT} />
        <rect x={358} y={168} width={24} height={9} rx={4.5} className="fill-band" />
      </g>
      <path d="M330 301c4-8 12-10 18-6M386 296c4-6 12-6 16 0" stroke={BARK_LIGHT} {...line} />
    </Scene>
  )
}

import { Bar, BARK_LIGHT, Bush, Ground, line, Scene } from './parts/base'
import { Tree } from './parts/trees'

export function TreeHealthIllustration({ className }: { className?: string }) {
  return (
    <Scene className={className}>
      <Tree x={104} s={0.9} />
      <Bush x={200} s={0.7} />
      <g transform="translate(286 150) rotate(28)">
        <path d="M0 84V106" className="stroke-brand" {...line} />
        <path d="M0 88C-48 56-52-30 0-96C52-30 48 56 0 88Z" className="fill-brand" />
        <path
          d="M0 80V-80M0 40l-22-18M0 40l22-18M0 4l-26-22M0 4l26-22M0-32l-20-18M0-32l20-18"
          className="stroke-brand-soft"
          {...line}
        />
        <circle cx={14} cy={-4} r={5} fill={BARK_LIGHT} />
        <circle cx={22} cy={-20} r={3.5} fill={BARK_LIGHT} />
      </g>
      <Bar x1={358} y1={170} x2={392} y2={206} w={14} className="fill-band" />
      <circle cx={322} cy={134} r={38} className="fill-tint" opacity={0.45} />
      <path
        fillRule="evenodd"
        d="M322 90a44 44 0 1 1 0 88a44 44 0 1 1 0-88ZM322 98a36 36 0 1 0 0 72a36 36 0 1 0 0-72Z"
        className="fill-muted"
      />
      <path d="M300 118a26 26 0 0 1 16-12" className="stroke-tint" {...line} />
      <g transform="translate(370 196) rotate(6)">
        <rect x={0} y={0} width={74} height={100} rx={8} fill={BARK_LIGHT} />
        <rect x={8} y={12} width={58} height={80} rx={4} className="fill-tint" />
        <rect x={24} y={-5} width={26} height={13} rx={4} className="fill-muted" />
        <path d="M18 32l4 4 7-8M18 54l4 4 7-8" className="stroke-brand" {...line} />
        <path d="M36 32H56M36 54H56M18 76H56" className="stroke-line" {...line} />
      </g>
      <Ground />
    </Scene>
  )
}

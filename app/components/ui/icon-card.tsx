import type { AnyIconName } from './icon'
import { IconTile } from './icon-tile'

const looks = {
  card: {
    item: 'flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6',
    title: 'text-lg font-bold',
    text: 'text-muted',
  },
  compact: {
    item: 'flex flex-col gap-3 rounded-3xl border border-line bg-surface p-5',
    title: 'text-lg font-bold',
    text: 'text-base text-muted',
  },
  beside: {
    item: 'flex gap-4 rounded-3xl border border-line bg-surface p-6',
    words: 'flex flex-col gap-1',
    title: 'text-lg font-bold',
    text: 'text-muted',
  },
  plain: { item: 'flex flex-col gap-3', title: 'text-xl font-bold', text: 'text-muted' },
} satisfies Record<string, { item: string; words?: string; title: string; text: string }>

export function IconCard({
  icon,
  title,
  text,
  look = 'card',
}: {
  icon: AnyIconName
  title: string
  text: string
  look?: keyof typeof looks
}) {
  const style: (typeof looks)[keyof typeof looks] & { words?: string } = looks[look]
  const words = (
    <>
      <h3 className={style.title}>{title}</h3>
      <p className={style.text}>{text}</p>
    </>
  )
  return (
    <li className={style.item}>
      <IconTile name={icon} />
      {style.words ? <div className={style.words}>{words}</div> : words}
    </li>
  )
}

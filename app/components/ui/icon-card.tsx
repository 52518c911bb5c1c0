import type { AnyIconName } from './icon'
import { IconTile } from './icon-tile'

const looks = {
  card: {
    item: 'flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6',
    title: 'text-lg font-bold',
    text: 'text-muted',
  },
  // On a phone, a short card of a side-scrolling row, wide enough for its text in two lines.
  compact: {
    item: 'flex w-80 shrink-0 snap-start flex-col gap-1 rounded-3xl border border-line bg-surface p-3.5 sm:w-auto sm:gap-3 sm:p-5',
    title: 'text-base font-bold sm:text-lg',
    text: 'text-sm text-muted sm:text-base',
    // Its icon would wait for the sprite at the end of the page, inside the first screen.
    tile: 'max-sm:hidden',
  },
  beside: {
    item: 'flex gap-4 rounded-3xl border border-line bg-surface p-6',
    words: 'flex flex-col gap-1',
    title: 'text-lg font-bold',
    text: 'text-muted',
  },
  plain: { item: 'flex flex-col gap-3', title: 'text-xl font-bold', text: 'text-muted' },
} satisfies Record<
  string,
  { item: string; words?: string; title: string; text: string; tile?: string }
>

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
  const style: (typeof looks)[keyof typeof looks] & { words?: string; tile?: string } = looks[look]
  const words = (
    <>
      <h3 className={style.title}>{title}</h3>
      <p className={style.text}>{text}</p>
    </>
  )
  return (
    <li className={style.item}>
      <IconTile name={icon} className={style.tile} />
      {style.words ? <div className={style.words}>{words}</div> : words}
    </li>
  )
}

import type { AnyIconName } from './icon'
import { IconTile } from './icon-tile'

const looks = {
  card: {
    item: 'flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6',
    title: 'text-lg font-bold',
    text: 'text-muted',
  },
  // On a phone, a card of a side-scrolling row: the tile beside the title, the text below.
  compact: {
    item: 'grid w-72 shrink-0 snap-start grid-cols-[auto_minmax(0,1fr)] content-start items-center gap-x-3 gap-y-2 rounded-3xl border border-line bg-surface p-4 sm:flex sm:w-auto sm:flex-col sm:items-start sm:gap-3 sm:p-5',
    title: 'text-lg font-bold',
    text: 'col-span-2 text-sm text-muted sm:text-base',
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

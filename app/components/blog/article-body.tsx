import type { ArticleBlock } from '~/content/schemas'
import { Icon } from '~/components/ui/icon'

export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="flex flex-col gap-5 text-lg">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={index} className="mt-4 text-2xl font-extrabold sm:text-3xl">
                {block.text}
              </h2>
            )
          case 'list':
            return (
              <ul key={index} className="flex list-disc flex-col gap-2 ps-6 marker:text-brand">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case 'tip':
            return (
              <aside
                key={index}
                className="flex gap-4 rounded-2xl border-s-4 border-call bg-tint p-5"
              >
                <Icon name="lightbulb" className="mt-1 size-6 shrink-0 text-brand" />
                <div>
                  <p className="font-bold">{block.title}</p>
                  <p className="text-base">{block.text}</p>
                </div>
              </aside>
            )
          case 'paragraph':
            return <p key={index}>{block.text}</p>
        }
      })}
    </div>
  )
}

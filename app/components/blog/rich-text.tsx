import { type Options, documentToReactComponents } from '@contentful/rich-text-react-renderer'
import { BLOCKS, type Document, INLINES, MARKS } from '@contentful/rich-text-types'

// Rich text as Contentful delivers it.
const options: Options = {
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <code className="rounded bg-tint px-1.5 py-0.5 text-base">{text}</code>,
    [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
    [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
    // The page title is the only h1: a heading 1 in the body becomes the first level below it.
    [BLOCKS.HEADING_1]: (_node, children) => (
      <h2 className="text-3xl font-extrabold">{children}</h2>
    ),
    [BLOCKS.HEADING_2]: (_node, children) => (
      <h2 className="text-2xl font-extrabold">{children}</h2>
    ),
    [BLOCKS.HEADING_3]: (_node, children) => <h3 className="text-xl font-bold">{children}</h3>,
    [BLOCKS.HEADING_4]: (_node, children) => <h4 className="text-lg font-bold">{children}</h4>,
    [BLOCKS.HEADING_5]: (_node, children) => <h5 className="font-bold">{children}</h5>,
    [BLOCKS.HEADING_6]: (_node, children) => <h6 className="font-semibold">{children}</h6>,
    [BLOCKS.UL_LIST]: (_node, children) => (
      <ul className="flex list-disc flex-col gap-2 ps-6">{children}</ul>
    ),
    [BLOCKS.OL_LIST]: (_node, children) => (
      <ol className="flex list-decimal flex-col gap-2 ps-6">{children}</ol>
    ),
    [BLOCKS.QUOTE]: (_node, children) => (
      <blockquote className="border-s-4 border-brand ps-5 text-muted italic">{children}</blockquote>
    ),
    [BLOCKS.HR]: () => <hr className="border-line" />,
    [BLOCKS.TABLE]: (_node, children) => (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-base">
          <tbody>{children}</tbody>
        </table>
      </div>
    ),
    [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
      <th className="border border-line bg-tint p-2 font-bold">{children}</th>
    ),
    [BLOCKS.TABLE_CELL]: (_node, children) => (
      <td className="border border-line p-2">{children}</td>
    ),
    [INLINES.HYPERLINK]: (node, children) => {
      const uri = typeof node.data.uri === 'string' ? node.data.uri : '#'
      const external = /^https?:\/\//.test(uri)
      return (
        <a
          href={uri}
          className="font-semibold text-brand underline underline-offset-4"
          {...(external ? { rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      )
    },
  },
}

export default function RichText({ document }: { document: Document }) {
  return (
    <div className="flex flex-col gap-5 text-lg">
      {documentToReactComponents(document, options)}
    </div>
  )
}

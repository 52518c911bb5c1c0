// Icons as <symbol>s in static SVGs (`npm run icons`; a test checks they are current): no script.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { iconNames } from '../../app/content/schemas'
import { firstScreenIconNames, uiIconNames } from '../../app/components/ui/icon-names'

const lucideNames: Record<string, string> = {
  tree: 'tree-deciduous',
  clipboard: 'clipboard-list',
  shield: 'shield-check',
  dollar: 'dollar-sign',
}

export const SPRITE_PATHS = {
  firstScreen: 'app/assets/icons-first-screen.svg',
  rest: 'app/assets/icons-rest.svg',
} as const

type IconNode = [string, Record<string, string>][]

async function iconNode(lucideName: string): Promise<IconNode> {
  // __iconData sits outside lucide-react's export map, so it is imported by file.
  const file = path.resolve('node_modules/lucide-react/dist/esm/icons', `${lucideName}.mjs`)
  const module: { __iconData?: { node: IconNode } } = await import(pathToFileURL(file).href)
  if (!module.__iconData) throw new Error(`lucide icon "${lucideName}" has no __iconData (${file})`)
  return module.__iconData.node
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

async function symbol(name: string): Promise<string> {
  const children = (await iconNode(lucideNames[name] ?? name)).map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      .join(' ')
    return `<${tag} ${attrs}/>`
  })
  return `<symbol id="${name}" viewBox="0 0 24 24">${children.join('')}</symbol>`
}

async function sprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(names.toSorted().map(symbol))
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

export async function iconSprites(): Promise<Record<keyof typeof SPRITE_PATHS, string>> {
  const firstScreen: readonly string[] = firstScreenIconNames
  return {
    firstScreen: await sprite(firstScreen),
    rest: await sprite(
      [...iconNames, ...uiIconNames].filter((name) => !firstScreen.includes(name)),
    ),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprites = await iconSprites()
  for (const [part, file] of Object.entries(SPRITE_PATHS)) {
    await writeFile(file, sprites[part as keyof typeof SPRITE_PATHS])
    console.log(`Wrote ${file}`)
  }
}

/**
 * Every island by name, each its own chunk, fetched only on a page that has it. Adding one: a
 * component that takes JSON props (island.tsx), a line here, `<Island name component props>` in
 * the page, and its name in the route's `handle.islands`.
 */
import type { ComponentType } from 'react'

/** An island's chunk: its component as the default export. */
export type IslandModule = { default: ComponentType<never> }

export const islandModules = {
  'contact-form': () => import('~/components/sections/contact-form'),
  testimonials: () => import('~/components/sections/home/testimonials-carousel'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof islandModules

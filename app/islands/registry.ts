// Adding one: a line here, `<Island>` in the page, and its name in the route's `handle.islands`.
import type { ComponentType } from 'react'

export type IslandModule = { default: ComponentType<never> }

export const islandModules = {
  'contact-form': () => import('~/components/sections/contact-form'),
  testimonials: () => import('~/components/sections/home/testimonials-carousel'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof islandModules

import { createLazySection } from '~/components/sections/lazy-section'

/**
 * The parts of the layout below the fold on every page: their scripts are fetched when they near
 * the viewport; until then their pre-rendered HTML (plain links) works as it is.
 */
export const LazyMapSection = createLazySection('map', () => import('./map-embed'))
export const LazySiteFooter = createLazySection('footer', () => import('./site-footer'))

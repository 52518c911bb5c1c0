import type { ComponentType } from 'react'
import { loadChunk } from '~/lib/chunk-loader'
import { type IslandModule, type IslandName, islandModules } from './registry'

/**
 * The islands' script: a page with islands loads it after its first paint (the inline bootstrap
 * in app/lib/islands-script.ts). Each island is hydrated on its own when it comes near the
 * viewport or the visitor reaches into it, with the props the page wrote beside it; its code is
 * a chunk of its own under /static/js/. A chunk that cannot load (ChunkLoadError after 120 s or
 * a failed request) leaves the island's HTML working as it is, and is tried again the next time
 * the visitor reaches into it.
 */

/** How close (px) an island comes to the viewport before its code is fetched. */
const NEAR_VIEWPORT = '600px'

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && name in islandModules

/** Resolves when the element nears the viewport, or the visitor points at or focuses into it. */
function whenReached(element: Element, near: boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = near
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
          rootMargin: NEAR_VIEWPORT,
        })
      : undefined
    function done() {
      observer?.disconnect()
      element.removeEventListener('pointerdown', done)
      element.removeEventListener('focusin', done)
      resolve()
    }
    observer?.observe(element)
    element.addEventListener('pointerdown', done)
    element.addEventListener('focusin', done)
  })
}

/** React and React DOM: a chunk of their own, fetched with the first island the visitor nears. */
const loadReact = () =>
  loadChunk('react-dom', () => Promise.all([import('react'), import('react-dom/client')]))

async function hydrateIsland(container: HTMLElement, name: IslandName, near = true) {
  await whenReached(container, near)
  const load: () => Promise<IslandModule> = islandModules[name]
  let loaded: [IslandModule, Awaited<ReturnType<typeof loadReact>>]
  try {
    loaded = await Promise.all([loadChunk(name, load), loadReact()])
  } catch (error) {
    // The spec's ChunkLoadError ("Loading chunk … failed"); the HTML keeps working meanwhile.
    console.error(error)
    return hydrateIsland(container, name, false)
  }
  const [{ default: component }, [{ createElement, useEffect }, { hydrateRoot }]] = loaded
  const props: unknown = JSON.parse(container.nextElementSibling?.textContent ?? '{}')
  /** Marks the container once React has taken it over (tests and styles may rely on it). */
  function Hydrated() {
    useEffect(() => {
      container.dataset.islandHydrated = 'true'
    }, [])
    // The props are the JSON the page's render wrote for this very component.
    return createElement(component as ComponentType<object>, props as object)
  }
  hydrateRoot(container, createElement(Hydrated))
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = container.dataset.island
  if (isIslandName(name)) void hydrateIsland(container, name)
}

import type { ComponentType } from 'react'
import { loadChunk } from '~/lib/chunk-loader'
import { type IslandModule, type IslandName, islandModules } from './registry'

// A chunk that fails to load leaves the island's HTML working; it is retried on the next reach.

const NEAR_VIEWPORT = '600px'

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && name in islandModules

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

const loadReact = () =>
  loadChunk('react-dom', () => Promise.all([import('react'), import('react-dom/client')]))

async function hydrateIsland(container: HTMLElement, name: IslandName, near = true) {
  await whenReached(container, near)
  const load: () => Promise<IslandModule> = islandModules[name]
  let loaded: [IslandModule, Awaited<ReturnType<typeof loadReact>>]
  try {
    loaded = await Promise.all([loadChunk(name, load), loadReact()])
  } catch (error) {
    console.error(error)
    return hydrateIsland(container, name, false)
  }
  const [{ default: component }, [{ createElement, useEffect }, { hydrateRoot }]] = loaded
  const props: unknown = JSON.parse(container.nextElementSibling?.textContent ?? '{}')
  function Hydrated() {
    useEffect(() => {
      container.dataset.islandHydrated = 'true'
    }, [])
    return createElement(component as ComponentType<object>, props as object)
  }
  hydrateRoot(container, createElement(Hydrated))
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = container.dataset.island
  if (isIslandName(name)) void hydrateIsland(container, name)
}

import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react'
import { ChapterLayout } from '~/components/layout/chapter-layout'
import { useShell } from '~/lib/use-shell'
import { isChunkLoadError, loadChunk, reloadOnceForNewDeploy } from '~/lib/chunk-loader'

type SectionModule<Props> = { default: ComponentType<Props> }

/** How close (px) a section comes to the viewport before its script is fetched. */
const NEAR_VIEWPORT = '600px'

/**
 * Resolves when the section's pre-rendered HTML comes near the viewport, or the visitor reaches
 * into it (pointer or keyboard focus). Without pre-rendered HTML (a client-side navigation) it
 * resolves at once.
 */
function whenNear(chunkId: string): Promise<void> {
  const element = document.querySelector(`[data-lazy-section="${chunkId}"]`)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      element.removeEventListener('pointerdown', done)
      element.removeEventListener('focusin', done)
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && done(),
      {
        rootMargin: NEAR_VIEWPORT,
      },
    )
    observer.observe(element)
    element.addEventListener('pointerdown', done, { once: true })
    element.addEventListener('focusin', done, { once: true })
  })
}

/**
 * A page section whose JavaScript is its own chunk, fetched when the section comes near the
 * viewport. Its HTML is pre-rendered with the page (entry.server waits for every lazy section), so
 * the content is there before and without script and stays as it is until the chunk hydrates it.
 * If the chunk cannot load, only this section turns into a retry prompt.
 */
export function createLazySection<Props extends object = Record<string, never>>(
  chunkId: string,
  load: () => Promise<SectionModule<Props>>,
) {
  const loadSection = () =>
    lazy(() =>
      typeof document === 'undefined'
        ? load()
        : whenNear(chunkId).then(() => loadChunk(chunkId, load)),
    )
  // One lazy component per section, shared by renders: React may re-render a suspended tree.
  let shared: ComponentType<Props> | undefined

  function LazySection(props: Props) {
    const [Section, setSection] = useState<ComponentType<Props>>(() => (shared ??= loadSection()))
    return (
      <div data-lazy-section={chunkId}>
        <SectionErrorBoundary
          onRetry={() => {
            shared = undefined
            setSection(() => (shared = loadSection()))
          }}
        >
          <Suspense fallback={<div className="min-h-64" />}>
            <Section {...props} />
          </Suspense>
        </SectionErrorBoundary>
        <ChapterLayout />
      </div>
    )
  }
  LazySection.displayName = `LazySection(${chunkId})`
  return LazySection
}

type BoundaryProps = { children: ReactNode; onRetry: () => void }

class SectionErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    if (isChunkLoadError(error) && navigator.onLine) {
      reloadOnceForNewDeploy(sessionStorage, () => window.location.reload())
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <SectionFailed
        onRetry={() => {
          this.setState({ failed: false })
          this.props.onRetry()
        }}
      />
    )
  }
}

/** Its words come with the layout's (loader data), so they cost no script on every page. */
function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { sectionError } = useShell()
  return (
    <div role="alert" className="site-container flex flex-col items-start gap-3 py-10">
      <p>{sectionError.message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-full border-2 border-brand px-5 font-bold text-brand hover:bg-brand-soft"
      >
        {sectionError.retry}
      </button>
    </div>
  )
}

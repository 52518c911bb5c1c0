import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react'
import { layoutContent } from '~/content/layout'
import { isChunkLoadError, loadChunk, reloadOnceForNewDeploy } from '~/lib/chunk-loader'

type SectionModule = { default: ComponentType }

/**
 * A home-page section whose JavaScript is its own chunk. Its HTML is pre-rendered with the page
 * (entry.server waits for every lazy section), so the content is there before and without script;
 * if the chunk cannot load, only this section turns into a retry prompt.
 */
export function createLazySection(chunkId: string, load: () => Promise<SectionModule>) {
  const loadSection = () => lazy(() => loadChunk(chunkId, load))
  let shared: ComponentType | undefined

  function LazySection() {
    const [Section, setSection] = useState<ComponentType>(() => (shared ??= loadSection()))
    return (
      <SectionErrorBoundary
        onRetry={() => {
          shared = undefined
          setSection(() => (shared = loadSection()))
        }}
      >
        <Suspense fallback={<div className="min-h-64" />}>
          <Section />
        </Suspense>
      </SectionErrorBoundary>
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
      <div role="alert" className="site-container flex flex-col items-start gap-3 py-10">
        <p>{layoutContent.sectionError.message}</p>
        <button
          type="button"
          onClick={() => {
            this.setState({ failed: false })
            this.props.onRetry()
          }}
          className="min-h-11 rounded-full border-2 border-brand px-5 font-bold text-brand hover:bg-brand-soft"
        >
          {layoutContent.sectionError.retry}
        </button>
      </div>
    )
  }
}

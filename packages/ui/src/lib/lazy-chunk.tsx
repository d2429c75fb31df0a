import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLive } from './live';

/** Shows `fallback` when a lazily loaded chunk cannot be fetched (offline, a new deployment). */
class ChunkErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A component whose code is its own chunk (pdf.js viewer, visx charts, modals opened on demand), written once:
 * `load` is the dynamic import; the returned component shows `loading(props)` while the chunk is fetched and
 * `failed(props)` when it cannot be; `preload` starts fetching it early. The server renders the loading frame, and
 * so does the browser's render that hydrates it (its chunk may be there already or not): the chunk's content comes
 * in the next render, so the two first renders always match.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallbacks: { loading: (props: P) => ReactNode; failed: (props: P) => ReactNode },
): { Lazy: ComponentType<P>; preload: () => Promise<unknown> } {
  const Impl = lazy(() => load().then((c) => ({ default: c })));
  function Lazy(props: P) {
    const live = useLive();
    if (!live) return fallbacks.loading(props);
    return (
      <ChunkErrorBoundary fallback={fallbacks.failed(props)}>
        <Suspense fallback={fallbacks.loading(props)}>
          <Impl {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return { Lazy, preload: load };
}

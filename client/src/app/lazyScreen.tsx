import { lazy, type ComponentType } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts loading the screen's chunk (once); resolves when it is loaded. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in its own chunk whose code can be asked for before it renders (first card
 * on screen: the kanban's chunk loads in parallel with the session check). Once loaded, it renders
 * directly: React.lazy would still suspend for a tick on an already-resolved import and show the
 * Suspense fallback, which React then keeps on screen for its fallback throttle (~300 ms).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        // A failed chunk (network) may be asked for again on the next render.
        loading = null;
        throw e;
      },
    ));
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}

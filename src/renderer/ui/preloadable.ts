import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component whose chunk can be asked for before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

/**
 * A lazy component that renders as a plain one once its chunk is in. React.lazy suspends on its
 * first render even when the chunk was already loaded, and every Suspense boundary that shows or
 * hides its fallback holds the next reveal back until 300 ms after it (React's fallback throttle):
 * on a resumed session the inbox's first row waited for that timer (issue 18). With the chunk asked
 * for at start-up (`preload`), the first screen renders without a fallback; before the chunk is in,
 * it suspends as React.lazy does. A failed load is tried again by the next caller.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    // Set before Lazy's own promise settles, so a committed Lazy is never swapped for the component.
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}

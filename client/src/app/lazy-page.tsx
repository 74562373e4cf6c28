import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A page (or dialog) loaded in its own chunk when it first shows, so features beyond the first screen
 * (game centre, points shop, promotions, fair play) stay out of the site's first load.
 */
export function lazyPage<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  const Page = lazy(() => load().then((module) => ({ default: module[name] })));
  return function LazyPage(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

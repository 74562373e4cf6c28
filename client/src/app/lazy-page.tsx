import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { loadRestOfTexts } from '../i18n';

/** Set while a reload for missing chunks is under way, so a chunk that is really gone fails once. */
const RELOADING_FOR_CHUNKS = 'ls.reloadingForChunks';

/**
 * A page (or dialog) loaded in its own chunk when it first shows, so features beyond the first screen
 * stay out of the site's first load. Its texts beyond the first load's arrive alongside.
 */
export function lazyPage<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  const Page = lazy(() => Promise.all([loadOrReload(load), loadRestOfTexts()]).then(([module]) => ({ default: module[name] })));
  return function LazyPage(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/**
 * After a deploy the hashed chunks an open page was built with are gone; instead of an error
 * page, reload once to get the new build's.
 */
function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      sessionStorage.removeItem(RELOADING_FOR_CHUNKS);
      return module;
    },
    (error: unknown) => {
      if (sessionStorage.getItem(RELOADING_FOR_CHUNKS)) throw error;
      sessionStorage.setItem(RELOADING_FOR_CHUNKS, '1');
      window.location.reload();
      return new Promise<T>(() => undefined);
    },
  );
}

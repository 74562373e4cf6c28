import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { i18nReady, loadRestOfTexts } from '../i18n';

/** Set while a reload for missing chunks is under way, so a chunk that is really gone fails once. */
const RELOADING_FOR_CHUNKS = 'ls.reloadingForChunks';

/**
 * A lazy page's component, which can also start loading its chunk before it first renders:
 * `preload` as the page's own render does (reloading the site when the chunk is gone after a
 * deploy), `prefetch` as a hint (never reloads, never rejects: a pupil's pointer passing a link
 * must not reload the page and lose what they typed).
 */
export type LazyPageComponent<C extends ComponentType<any>> = ((props: ComponentProps<C>) => ReactElement) & { preload: () => Promise<unknown>; prefetch: () => Promise<void> };

/**
 * A page (or dialog) loaded in its own chunk when it first shows, so features beyond the first screen
 * stay out of the site's first load. Its texts beyond the first load's arrive alongside.
 *
 * `preload()` loads it ahead (the page a visit opens on, before the first render: main.tsx). A page
 * loaded before it mounts renders at once; one that suspends shows its content no sooner than
 * 300 ms after the fallback (React's FALLBACK_THROTTLE_MS), which on a direct visit to any lazy
 * page was 300 of its 400 ms to an h1 (measured on /faq, /about, /ranking, /gamecenter).
 */
export function lazyPage<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K): LazyPageComponent<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  // One load whoever asks first (the boot, a prefetch or the page's own render); a failed one may be
  // asked again. The rest of the texts only once the language's first half is in (i18nReady): asked
  // before, they would be looked up for no language yet and never arrive.
  const start = (loadChunk: () => Promise<Record<K, C>>) =>
    (loading ??= Promise.all([loadChunk(), i18nReady.then(loadRestOfTexts)]).then(
      ([module]) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => start(() => loadOrReload(load));
  const prefetch = () => start(load).then(
    () => undefined,
    () => undefined,
  );
  const Page = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPage(props: ComponentProps<C>) {
    // Chosen once per mount, so a page that suspended never switches to the other tree (and loses its state).
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload, prefetch });
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

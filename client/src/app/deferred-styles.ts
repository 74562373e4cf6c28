/**
 * The built index.html loads the full stylesheet without blocking the first paint (preloaded,
 * `media="print"`; build-plugins/boot-screen.ts): applied here, once it has arrived, before the
 * app's first render, so no page ever renders unstyled. Without such links (vite dev) at once.
 */
export function deferredStylesApplied(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return apply();
          // A failed stylesheet still lets the site render (unstyled beats blank).
          link.addEventListener('load', apply, { once: true });
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}

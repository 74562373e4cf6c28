import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** Pages with their own description (app.pageDescriptions.<page>); every other page has the site's. */
const PAGES_DESCRIBED = ['index', 'shoppingcenter', 'productdetail', 'gamecenter', 'ranking', 'typingmain', 'dictionarymain', 'pointshop'];

/** The catalogue key of a path's description: its first segment's own, else the site's. */
export function descriptionKey(pathname: string): string {
  const page = pathname.split('/')[1] ?? '';
  return PAGES_DESCRIBED.includes(page) ? `app.pageDescriptions.${page}` : 'app.description';
}

/**
 * Keeps `<meta name="description">` (index.html has the site's, in English, for the first paint
 * and for crawlers that run no script) on the current page's text in the current language.
 */
export function usePageDescription(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = t(descriptionKey(pathname));
  }, [t, i18n.language, pathname]);
}

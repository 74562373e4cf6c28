/**
 * The catalogue sections the first load renders with: the layout (header, menu, footer, the class
 * race notice, the avatar frame), the two first-load pages (home, shop) and every server message
 * (`errors`: a failed call can be reported on any page). All other sections — each lazy page's
 * texts — arrive in a second chunk when the first lazy page or dialog opens, which keeps the
 * first load inside its budget (scripts/check-first-load.mjs) however many features add texts.
 * A section used by first-load code must be listed here (catalogues.spec.ts checks the layout's).
 */
export const FIRST_LOAD_SECTIONS: readonly string[] = [
  'app',
  'header',
  'menu',
  'footer',
  'common',
  'auth',
  'errors',
  'grade',
  'home',
  'shop',
  'matches',
  'gamecentre',
  'classes',
  'pointshop',
];

/**
 * Every path the site's pages answer (SPEC §2 plus the pages added since), as the client's router
 * declares them (client/src/app/routes.tsx; a client test holds the two lists equal). The API
 * serves the single-page app for these with 200 and for any other path with 404, so a mistyped
 * address is a real "not found" for browsers, crawlers and monitoring, not a page that says so.
 * `:name` stands for one path segment.
 */
export const SITE_ROUTES = [
  '/',
  '/promotions',
  '/payments',
  '/callback',
  '/promotion',
  '/detail',
  '/resetpwd',
  '/validateEmail',
  '/product_register.asp',
  '/warrantyView',
  '/index',
  '/register',
  '/accountcenter',
  '/reg',
  '/orders',
  '/pointshop',
  '/pointshop/gooddetail',
  '/gamecenter',
  '/shoppingcenter',
  '/productdetail',
  '/shoppingcar',
  '/placeorder',
  '/pay',
  '/about',
  '/activity',
  '/contactus',
  '/faq',
  '/freetrial',
  '/learnstar',
  '/ranking',
  '/typingmain',
  '/typingmain/wating',
  '/join',
  '/typingmain/typinggame',
  '/typingmain/gameresult',
  '/typingmain/gameanalysis',
  '/typingmain/practicepage',
  '/typingmain/check',
  '/typingmain/fairplay',
  '/dictionarymain',
  '/dictionarymain/game',
  '/dictionarymain/gameresult',
  '/gamecenter/race',
  '/gamecenter/plane',
  '/gamecenter/bee',
  '/gamecenter/write',
  '/classes',
  '/classes/:id',
  '/console',
  '/family',
  '/signin-card',
] as const;

const ROUTE_PATTERNS = SITE_ROUTES.map((route) => new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** Whether a URL path (no query) is one of the site's pages. */
export function isSiteRoute(path: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

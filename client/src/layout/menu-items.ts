/** The top menu of SPEC §2; children open on hover. */
export interface MenuItem {
  key: string;
  path: string;
  children?: MenuItem[];
}

export const MENU: MenuItem[] = [
  { key: 'home', path: '/index' },
  { key: 'shop', path: '/shoppingcenter' },
  { key: 'warranty', path: '/reg' },
  { key: 'freeTrial', path: '/freetrial' },
  { key: 'ranking', path: '/ranking' },
  { key: 'gameCentre', path: '/gamecenter', children: [{ key: 'typing', path: '/typingmain' }, { key: 'dictionary', path: '/dictionarymain' }] },
  { key: 'about', path: '/about' },
  { key: 'help', path: '/contactus', children: [{ key: 'contact', path: '/contactus' }, { key: 'faq', path: '/faq' }] },
];

/** Routes whose menu item is a parent's (SPEC §2: "parent shoppingcenter" and the like). */
const PARENTS: [prefix: string, menuKey: string][] = [
  ['/productdetail', 'shop'],
  ['/shoppingcar', 'shop'],
  ['/placeorder', 'shop'],
  ['/pay', 'shop'],
  ['/shoppingcenter', 'shop'],
  ['/typingmain', 'gameCentre'],
  ['/dictionarymain', 'gameCentre'],
  ['/gamecenter', 'gameCentre'],
  ['/pointshop', 'gameCentre'],
  ['/product_register.asp', 'warranty'],
  ['/reg', 'warranty'],
  ['/contactus', 'help'],
  ['/faq', 'help'],
  ['/index', 'home'],
  ['/freetrial', 'freeTrial'],
  ['/ranking', 'ranking'],
  ['/about', 'about'],
];

/** The menu item that is active on a path, following the parent where one is defined. */
export function activeMenuKey(pathname: string): string | null {
  const match = PARENTS.find(([prefix]) => pathname === prefix || pathname.startsWith(prefix + '/'));
  return match ? match[1] : null;
}

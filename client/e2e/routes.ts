/** Every route of SPEC §2 a visitor or pupil can open (the walks of accessibility and small screens). */
export const ROUTES = [
  // outside the main layout
  '/promotions', '/payments', '/callback', '/promotion', '/detail', '/resetpwd?code=x', '/validateEmail?code=x', '/product_register.asp', '/warrantyView',
  // inside
  '/index', '/accountcenter', '/reg', '/orders', '/pointshop', '/pointshop/gooddetail?id=1', '/gamecenter', '/shoppingcenter', '/productdetail?id=1',
  '/shoppingcar', '/placeorder', '/pay', '/about', '/activity', '/contactus', '/faq', '/freetrial', '/learnstar',
  '/ranking', '/typingmain', '/typingmain/wating', '/typingmain/typinggame', '/typingmain/gameresult', '/typingmain/gameanalysis', '/typingmain/practicepage',
  '/dictionarymain', '/dictionarymain/game', '/dictionarymain/gameresult', '/gamecenter/race', '/gamecenter/plane', '/gamecenter/bee',
  // a sign-in card's page (its QR opens it on a signed-out tablet; a child can type the card's code)
  '/signin-card',
];

/** The pages of the grown-up roles, with the console's tabs as the page offers them to each. */
export const ROLE_ROUTES = {
  parent1: ['/family', '/accountcenter'],
  teacher1: ['/classes', '/console?tab=races', '/typingmain/fairplay'],
  operator1: ['/console?tab=dashboard', '/console?tab=orders', '/console?tab=catalogue', '/console?tab=redemptions', '/console?tab=matches', '/console?tab=promotions', '/console?tab=coupons', '/console?tab=forms', '/console?tab=races', '/console?tab=audit'],
} as const;

/**
 * The routes whose page differs for a signed-in pupil (the public pages only gain the header's
 * avatar, which every one of these shows too): the pupil's walk of the small screens.
 */
export const PUPIL_ROUTES = [
  ...ROUTES.filter((path) => /^\/(index|accountcenter|orders|pointshop|gamecenter|shoppingcar|placeorder|pay$|ranking|typingmain|dictionarymain)/.test(path)),
  ...['binding', 'points', 'redemptions', 'games', 'classes', 'characters'].map((tab) => `/accountcenter?type=${tab}`),
  // "My tricky characters" asks letters or characters first
  '/typingmain/practicepage?review=1',
];

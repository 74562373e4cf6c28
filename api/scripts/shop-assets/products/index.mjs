// The eight products in the shop's order: each file holds a product's palette, its two
// illustrations (front, and in use) and its quick-start guide's text in both languages.
import a01 from './ls-a01.mjs';
import a02 from './ls-a02.mjs';
import b01 from './ls-b01.mjs';
import d300 from './ls-d300.mjs';
import d500 from './ls-d500.mjs';
import r10 from './ls-r10.mjs';
import t100 from './ls-t100.mjs';
import t200 from './ls-t200.mjs';

export const PRODUCTS = [t100, t200, d300, d500, r10, a01, a02, b01];

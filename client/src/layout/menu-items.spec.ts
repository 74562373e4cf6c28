import { describe, expect, test } from 'vitest';
import { activeMenuKey, MENU } from './menu-items';

describe('active menu item', () => {
  test.each([
    ['/index', 'home'],
    ['/productdetail', 'shop'],
    ['/shoppingcar', 'shop'],
    ['/pay', 'shop'],
    ['/typingmain/typinggame', 'gameCentre'],
    ['/dictionarymain/game', 'gameCentre'],
    ['/gamecenter/plane', 'gameCentre'],
    // The points shop is where game points are spent: it belongs to the game centre, not the ranking.
    ['/pointshop/gooddetail', 'gameCentre'],
    ['/faq', 'help'],
    ['/product_register.asp', 'warranty'],
  ])('%s → %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });
  test('unknown paths light nothing, and every menu key has a resolver entry', () => {
    expect(activeMenuKey('/nowhere')).toBeNull();
    for (const item of MENU) expect(activeMenuKey(item.path)).toBe(item.key);
  });
});

import { expect, test } from '@playwright/test';
import { PLAYWRIGHT_DISABLED_FEATURES } from './chromium-flags';

/** The features a --disable-features switch names. */
const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

test('the suite\'s Chromium still turns off every feature the installed Playwright turns off', async ({ playwright }) => {
  const server = await playwright.chromium.launchServer(test.info().project.use.launchOptions);
  try {
    const switches = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='));
    // Playwright's own switch first, the suite's last: Chromium keeps only the last one.
    expect(switches.length).toBe(2);
    // The copy in chromium-flags.ts is Playwright's list, and the switch that counts holds all of it.
    expect(PLAYWRIGHT_DISABLED_FEATURES.toSorted(), 'chromium-flags.ts repeats Playwright\'s list: copy the new one from its chromiumSwitches.ts').toEqual(featuresOf(switches[0]!).toSorted());
    expect(featuresOf(switches[1]!)).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
  } finally {
    await server.close();
  }
});

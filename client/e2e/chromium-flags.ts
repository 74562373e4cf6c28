/**
 * The switches the browser suite starts Debian's Chromium with.
 *
 * Chromium 156 loads its WebUI address-bar dropdown (chrome://omnibox-popup.top-chrome) into a
 * renderer of its own for every new window, headless too, and Playwright opens a window for every
 * browser context. Nobody sees that dropdown here, and it cost 0.55 CPU-s of that renderer per
 * context, 0.85 CPU-s in all (measured 2026-11-30: 8 contexts of 3 pages, 16.3 → 9.3 CPU-s).
 *
 * Chromium keeps only the last --disable-features switch, so Playwright's own list (its
 * chromiumSwitches.ts, 1.65) is repeated before ours; chromium-flags.spec.ts checks it against
 * the installed Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The address bar's WebUI dropdown, and its AI-mode variant. */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

/**
 * True under browser automation (navigator.webdriver, as Playwright sets it): the only place the
 * site exposes its test hooks (`window.__learnstarApp`, `window.__learnstarGame`).
 */
export const underAutomation = (): boolean => typeof navigator !== 'undefined' && navigator.webdriver;

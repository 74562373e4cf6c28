import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;
/** Moderate rules issue #19 names, held to the same zero as critical and serious ones. */
const ALSO_REFUSED = new Set(['heading-order', 'page-has-heading-one']);

export interface Finding {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * axe-core's violations on the page as it is now. axe's source (650 KB) is sent only to a page that
 * has none yet: a walk moves through the site's router, so one page keeps it for every route, where
 * sending it with each check serialised it through the runner, the browser and the page every time.
 * A page that has axe answers in one round trip; one without says so, is given it, and is asked again.
 */
export async function findings(page: Page): Promise<Finding[]> {
  const found = await runAxe(page);
  if (found) return found;
  await page.evaluate((source) => new Function(source)(), axeSource);
  return (await runAxe(page))!;
}

/** axe's violations, or null when the page has no axe. */
function runAxe(page: Page): Promise<Finding[] | null> {
  return page.evaluate(async () => {
    const w = window as unknown as { axe?: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } };
    if (!w.axe) return null;
    // The warranty PDF's iframe has no axe of its own to answer; its frame is checked for a title.
    const { violations } = await w.axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}

/** The findings the site refuses: critical, serious, and the heading rules. */
export async function seriousFaults(page: Page): Promise<Finding[]> {
  return (await findings(page)).filter((f) => f.impact === 'critical' || f.impact === 'serious' || ALSO_REFUSED.has(f.id));
}

/** Fails the test, naming each fault, when the page as it is now has any the site refuses. */
export async function expectNoSeriousFaults(page: Page, state: string): Promise<void> {
  const faults = await seriousFaults(page);
  expect(faults.map((f) => `${state}: ${f.id} (${f.impact}) ${f.nodes.join(' | ')}`)).toEqual([]);
}

/** Text keys the page asked for that its loaded catalogue lacks (client/src/i18n keeps them as language:key). */
export async function missingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __missingTexts?: Set<string> }).__missingTexts ?? [])]);
}

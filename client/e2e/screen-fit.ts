import type { Page } from '@playwright/test';

/**
 * The floor for a finger's target below the desktop layout (the brief's 44 px, WCAG 2.2's 2.5.5): each
 * target at least 44 x 44 CSS px. A checkbox or radio counts by its label, which takes the same tap.
 */
export const MIN_TARGET_PX = 44;
/** Inputs under this make iOS zoom into the page when they take the focus. */
export const MIN_FIELD_FONT_PX = 16;

export interface FitProblems {
  /** Elements reaching past the viewport's right edge (the page would scroll sideways). */
  overflow: string[];
  /** Targets below MIN_TARGET_PX in width or height. */
  smallTargets: string[];
  /** Text fields whose font would make iOS zoom. */
  smallFields: string[];
  scrollWidth: number;
  viewportWidth: number;
}

/**
 * What keeps the page as it is now from fitting a small screen. Inline links inside a sentence
 * are exempt from the target size, as 2.5.8 says; elements inside a box that scrolls sideways
 * (a table) are not overflow.
 */
export function fitProblems(page: Page): Promise<FitProblems> {
  return page.evaluate(
    ({ minTarget, minFont }) => {
      const viewportWidth = document.documentElement.clientWidth;
      const describe = (el: Element) => {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
      };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      const insideSideScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
        }
        return false;
      };
      const overflow: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > viewportWidth + 1 && r.width > 0 && visible(el) && !insideSideScroller(el) && !el.closest('.sr-only')) {
          // Name the outermost offender only: its children overflow with it.
          const parent = el.parentElement;
          if (!parent || parent.getBoundingClientRect().right <= viewportWidth + 1) overflow.push(`${describe(el)} right=${Math.round(r.right)}`);
        }
      }
      const targets = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary')].filter(
        (el) => visible(el) && !el.closest('.sr-only, [aria-hidden="true"]'),
      );
      const inSentence = (el: Element) => el.tagName === 'A' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 10 && getComputedStyle(el).display === 'inline';
      const tapArea = (el: Element) => (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.labels?.[0]) || el;
      const smallTargets: string[] = [];
      for (const el of targets) {
        const r = tapArea(el).getBoundingClientRect();
        if ((r.width < minTarget - 0.5 || r.height < minTarget - 0.5) && !inSentence(el)) smallTargets.push(`${describe(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      const smallFields = [...document.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="range"]):not([type="file"]), select, textarea')]
        .filter((el) => visible(el) && parseFloat(getComputedStyle(el).fontSize) < minFont)
        .map((el) => `${describe(el)}[name=${el.getAttribute('name')}] ${getComputedStyle(el).fontSize}`);
      return { overflow: overflow.slice(0, 5), smallTargets: smallTargets.slice(0, 8), smallFields: smallFields.slice(0, 5), scrollWidth: document.documentElement.scrollWidth, viewportWidth };
    },
    { minTarget: MIN_TARGET_PX, minFont: MIN_FIELD_FONT_PX },
  );
}

/** One line per problem, prefixed by where it was seen; none when the page fits. */
export function describeProblems(where: string, p: FitProblems): string[] {
  const lines: string[] = [];
  if (p.scrollWidth > p.viewportWidth) lines.push(`${where}: scrolls sideways (${p.scrollWidth} > ${p.viewportWidth}): ${p.overflow.join(' | ')}`);
  if (p.smallTargets.length) lines.push(`${where}: small targets: ${p.smallTargets.join(' | ')}`);
  if (p.smallFields.length) lines.push(`${where}: fields under 16 px: ${p.smallFields.join(' | ')}`);
  return lines;
}

/** The parts not wholly inside the window below the header (with where they are), or [] when all fit. */
export function partsOutOfView(page: Page, parts: Record<string, string>): Promise<string[]> {
  return page.evaluate((selectors) => {
    const header = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect();
    const out: string[] = [];
    if (window.scrollY !== 0) out.push(`page scrolled by ${window.scrollY}px`);
    for (const [name, selector] of Object.entries(selectors)) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box || box.height === 0) out.push(`${name}: missing`);
      else if (box.top < header.bottom - 0.5 || box.bottom > window.innerHeight + 0.5 || box.left < 0 || box.right > window.innerWidth + 0.5) {
        out.push(`${name}: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in ${window.innerWidth}x${window.innerHeight} below ${Math.round(header.bottom)}`);
      }
    }
    return out;
  }, parts);
}

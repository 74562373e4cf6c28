/**
 * A long text in a round scrolls inside its own box so the rest of the round stays in the window:
 * keep the element to type next (`selector`) in view, with the line before it for context. Only
 * the box scrolls, never the page. Does nothing while the box does not scroll.
 */
export function keepInView(box: HTMLElement | null, selector: string): void {
  const current = box?.querySelector<HTMLElement>(selector);
  if (!box || !current || box.scrollHeight <= box.clientHeight) return;
  const top = current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const line = current.offsetHeight;
  if (top - line < box.scrollTop || top + 2 * line > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - 1.5 * line);
}

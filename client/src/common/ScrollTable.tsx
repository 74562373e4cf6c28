import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's box, which scrolls sideways where the table is wider than the screen (responsive.css).
 * Only while it does is it a focusable, named region, so a keyboard can scroll it too; a table
 * that fits (every desktop) adds no stop to the tab order.
 */
export function ScrollTable({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="table-scroll" {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('common.scrollTable') } : {})}>
      {children}
    </div>
  );
}

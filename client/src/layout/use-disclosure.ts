import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A panel opened by a button (the phone's menu, the account popover): Escape or a press outside
 * both closes it and gives the focus back to the button; following a link inside closes it too.
 */
export function useDisclosure<B extends HTMLElement, P extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<B>(null);
  const panel = useRef<P>(null);
  const { pathname } = useLocation();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !panel.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);
  return { open, setOpen, toggle: () => setOpen((was) => !was), button, panel };
}

import { useCallback, useLayoutEffect, useRef, type ClipboardEvent, type CompositionEvent, type DragEvent, type KeyboardEvent } from 'react';

type Box = HTMLInputElement | HTMLTextAreaElement;

/**
 * Typing input as the typing races take it, for an input box: an IME composition is handed over
 * whole when it ends, keys pressed while composing are ignored, other text is handed over as it
 * comes (pinyin keys one by one); Backspace takes back one character; paste and drop are refused.
 * The box itself stays empty. Spread `props` on the box; `box` is the element, for focus.
 */
export function useImeInput<T extends Box>(onInsert: (text: string) => void, onDelete: () => void) {
  const box = useRef<T | null>(null);
  const composing = useRef(false);
  const handlers = useRef({ onInsert, onDelete });
  useLayoutEffect(() => {
    handlers.current = { onInsert, onDelete };
  });
  // React's onBeforeInput is a polyfill without inputType, so the native event is listened to.
  const ref = useCallback((found: T | null) => {
    box.current = found;
    if (!found) return;
    const element: HTMLElement = found;
    const onBeforeInput = (e: InputEvent) => {
      if (e.isComposing || composing.current) return;
      e.preventDefault();
      if (e.inputType === 'insertText' && e.data) handlers.current.onInsert(e.data);
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);
  const props = {
    ref,
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (e: CompositionEvent<T>) => {
      composing.current = false;
      if (e.data) handlers.current.onInsert(e.data);
      e.currentTarget.value = '';
    },
    onKeyDown: (e: KeyboardEvent<T>) => {
      if (e.nativeEvent.isComposing || composing.current || e.key !== 'Backspace') return;
      e.preventDefault();
      handlers.current.onDelete();
    },
    onPaste: (e: ClipboardEvent<T>) => e.preventDefault(),
    onDrop: (e: DragEvent<T>) => e.preventDefault(),
    autoComplete: 'off',
    spellCheck: false,
  };
  return { box, props };
}

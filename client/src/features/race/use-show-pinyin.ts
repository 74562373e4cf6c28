import { useState } from 'react';
import { useSession } from '../../stores/session';

/** Whether the pupil wants pinyin shown; remembered per pupil on this device (shown by default). */
export function useShowPinyin(): [boolean, (show: boolean) => void] {
  const key = `ls.showPinyin.${useSession((s) => s.user?.id) ?? 'guest'}`;
  const [show, setShow] = useState(() => localStorage.getItem(key) !== '0');
  return [
    show,
    (next: boolean) => {
      localStorage.setItem(key, next ? '1' : '0');
      setShow(next);
    },
  ];
}

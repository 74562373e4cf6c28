import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A keyboard's letter rows: where a pupil who has seen one looks for each key (ü is typed as v). */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * On-screen pinyin keys for a touch screen, so a pinyin race can be run by taps alone (a tablet
 * without a keyboard, or one whose own keyboard covers the passage); shown only where a finger is a
 * pointer (race.css). Each tap is one commit, as a hardware key is. The buttons keep the focus in
 * the race's box, so a hardware keyboard still types there after a tap.
 */
export function PinyinKeys({ onKey, onBackspace }: { onKey(key: string): void; onBackspace(): void }) {
  const { t } = useTranslation();
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  const key = (label: string, text: string, className = '') => (
    <button key={text} type="button" className={`pinyin-key ${className}`} onMouseDown={keepFocus} onClick={() => onKey(text)}>
      {label}
    </button>
  );
  return (
    <div className="pinyin-keys" role="group" aria-label={t('games.race.pinyinKeys')} data-testid="pinyin-keys">
      {ROWS.map((row, i) => (
        <div key={row} className="pinyin-key-row">
          {[...row].map((letter) => key(letter, letter))}
          {i === ROWS.length - 1 && (
            <button type="button" className="pinyin-key wide" aria-label={t('games.race.keyBackspace')} onMouseDown={keepFocus} onClick={onBackspace}>
              ⌫
            </button>
          )}
        </div>
      ))}
      <div className="pinyin-key-row">{key(t('games.race.keySpace'), ' ', 'space')}</div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { isSuccess, type WordEntry } from '@learnstar/shared';
import { api } from '../../api/client';
import { StrokeOrder } from './StrokeOrder';

/** Pinyin, meaning and the stroke order of each character of a word. */
export function WordCard({ word }: { word: string }) {
  const [entry, setEntry] = useState<WordEntry | null>(null);
  useEffect(() => {
    void api<WordEntry>('GET', `/content/word/${encodeURIComponent(word)}`).then((r) => setEntry(isSuccess(r) ? (r.data ?? null) : null));
  }, [word]);
  return (
    <div className="word-card" data-testid="word-card">
      <div className="strokes">
        {Array.from(word).map((ch, i) => (
          <StrokeOrder key={`${ch}${i}`} character={ch} size={96} />
        ))}
      </div>
      {entry && (
        <div>
          <p className="word-pinyin">{entry.pinyin}</p>
          <p>{entry.meanings.slice(0, 2).join('; ')}</p>
        </div>
      )}
    </div>
  );
}

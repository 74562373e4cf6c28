import { useEffect, useRef } from 'react';
import HanziWriter from 'hanzi-writer';

/**
 * Stroke-order animation of one character. The stroke data comes from our own API
 * (hanzi-writer-data, Arphic Public License), never from hanzi-writer's default CDN.
 */
export function StrokeOrder({ character, size = 120 }: { character: string; size?: number }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current) return;
    target.current.innerHTML = '';
    const writer = HanziWriter.create(target.current, character, {
      width: size,
      height: size,
      padding: 6,
      strokeAnimationSpeed: 1.5,
      delayBetweenLoops: 1500,
      charDataLoader: (char, onLoad, onError) => {
        fetch(`/api/content/strokes/${encodeURIComponent(char)}`)
          .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
          .then(onLoad, onError);
      },
    });
    void writer.loopCharacterAnimation();
    return () => {
      if (target.current) target.current.innerHTML = '';
    };
  }, [character, size]);
  return <div ref={target} className="stroke-order" data-testid="stroke-order" data-char={character} />;
}

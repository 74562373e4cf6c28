import type { ReactNode } from 'react';
import { SpeakButton } from './SpeakButton';

/** The LearnStar star, drawn here: a smiling five-pointed star that says one friendly line. */
export function LearnStarGuide({ line, children }: { line: string; children?: ReactNode }) {
  return (
    <section className="child-guide" data-testid="child-guide">
      <svg className="child-guide-star" viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" focusable="false">
        <polygon points="50,4 62,36 96,37 69,58 79,92 50,72 21,92 31,58 4,37 38,36" fill="#ffb703" stroke="#9a4a00" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="41" cy="48" r="4" fill="#1d2433" />
        <circle cx="59" cy="48" r="4" fill="#1d2433" />
        <path d="M40 60 Q50 69 60 60" fill="none" stroke="#1d2433" strokeWidth="3" strokeLinecap="round" />
        <circle cx="34" cy="57" r="4" fill="#ff8fa3" opacity="0.7" />
        <circle cx="66" cy="57" r="4" fill="#ff8fa3" opacity="0.7" />
      </svg>
      <p className="child-guide-bubble">
        <span>{line}</span>
        <SpeakButton text={line} />
      </p>
      {children}
    </section>
  );
}

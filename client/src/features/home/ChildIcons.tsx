/** The child's home's pictures, drawn here so they look the same on every device (no emoji font needed). */
type IconProps = { size?: number };

const svg = (size: number) => ({ width: size, height: size, viewBox: '0 0 64 64', 'aria-hidden': true as const, focusable: false as const });

export type StepIconName = 'review' | 'game' | 'homework' | 'race' | 'class';

export function StepIcon({ name, size = 64 }: IconProps & { name: StepIconName }) {
  switch (name) {
    case 'review':
      return (
        <svg {...svg(size)}>
          <rect x="8" y="8" width="48" height="48" rx="10" fill="#e8f1ff" stroke="#1f4e9c" strokeWidth="4" />
          <text x="32" y="44" textAnchor="middle" fontSize="30" fontWeight="700" fill="#1f4e9c">字</text>
          <circle cx="52" cy="12" r="9" fill="#ffb703" stroke="#9a4a00" strokeWidth="2" />
          <path d="M48 12h8M52 8v8" stroke="#9a4a00" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      );
    case 'game':
      return (
        <svg {...svg(size)}>
          <rect x="4" y="18" width="56" height="30" rx="15" fill="#7b5cd6" stroke="#3d2a80" strokeWidth="3" />
          <path d="M19 27v12M13 33h12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx="44" cy="29" r="4" fill="#ffb703" />
          <circle cx="51" cy="37" r="4" fill="#ff6b6b" />
        </svg>
      );
    case 'homework':
      return (
        <svg {...svg(size)}>
          <rect x="12" y="6" width="38" height="52" rx="4" fill="#fff" stroke="#1e7b4d" strokeWidth="4" />
          <path d="M20 20h22M20 30h22M20 40h14" stroke="#1e7b4d" strokeWidth="3" strokeLinecap="round" />
          <path d="M40 54l14-22 6 4-14 22-7 2z" fill="#ffb703" stroke="#9a4a00" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      );
    case 'race':
      return (
        <svg {...svg(size)}>
          <path d="M14 6v54" stroke="#1d2433" strokeWidth="4" strokeLinecap="round" />
          <rect x="16" y="8" width="40" height="28" fill="#fff" stroke="#1d2433" strokeWidth="3" />
          <path d="M16 8h10v7H16zM36 8h10v7H36zM26 15h10v7H26zM46 15h10v7H46zM16 22h10v7H16zM36 22h10v7H36zM26 29h10v7H26zM46 29h10v7H46z" fill="#1d2433" />
        </svg>
      );
    case 'class':
      return (
        <svg {...svg(size)}>
          <path d="M6 28L32 8l26 20" fill="none" stroke="#1f4e9c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="12" y="26" width="40" height="32" fill="#fff7e0" stroke="#1f4e9c" strokeWidth="4" />
          <rect x="27" y="40" width="10" height="18" fill="#ffb703" stroke="#9a4a00" strokeWidth="2" />
          <circle cx="32" cy="26" r="5" fill="#ff6b6b" stroke="#1f4e9c" strokeWidth="2" />
        </svg>
      );
  }
}

export function FlameIcon({ size = 80, lit }: IconProps & { lit: boolean }) {
  return (
    <svg {...svg(size)}>
      <path d="M32 4c4 12 18 18 18 34a18 18 0 0 1-36 0c0-9 5-14 9-19 1 6 4 9 7 10-2-9 0-17 2-25z" fill={lit ? '#ff7a1a' : '#d5dbe4'} stroke={lit ? '#9a4a00' : '#5f6b7a'} strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 30c3 6 9 9 9 16a9 9 0 0 1-18 0c0-5 4-9 9-16z" fill={lit ? '#ffd166' : '#eef1f5'} />
    </svg>
  );
}

export function StarIcon({ size = 36, lit }: IconProps & { lit: boolean }) {
  return (
    <svg {...svg(size)}>
      <polygon points="32,4 40,23 60,24 44,37 50,58 32,46 14,58 20,37 4,24 24,23" fill={lit ? '#ffb703' : '#fff'} stroke={lit ? '#9a4a00' : '#5f6b7a'} strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

/** Done: a green tick in a circle; to do: a blue play triangle. Always with a word beside it. */
export function StateIcon({ done, size = 24 }: IconProps & { done: boolean }) {
  return done ? (
    <svg {...svg(size)}>
      <circle cx="32" cy="32" r="28" fill="#1e7b4d" />
      <path d="M18 33l9 9 19-20" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg {...svg(size)}>
      <circle cx="32" cy="32" r="28" fill="#1f4e9c" />
      <path d="M26 18l18 14-18 14z" fill="#fff" />
    </svg>
  );
}

export function SpeakerIcon({ muted, size = 28 }: IconProps & { muted: boolean }) {
  return (
    <svg {...svg(size)}>
      <path d="M8 24h10l14-12v40L18 40H8z" fill="#1f4e9c" />
      {muted ? (
        <path d="M42 24l14 16M56 24L42 40" stroke="#c0392b" strokeWidth="5" strokeLinecap="round" />
      ) : (
        <path d="M40 24a10 10 0 0 1 0 16M46 17a20 20 0 0 1 0 30" fill="none" stroke="#1f4e9c" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

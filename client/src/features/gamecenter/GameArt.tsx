import type { MiniGame } from '@learnstar/shared';

/** Original card illustrations, drawn as SVG: a jet among word planes, a tortoise racing a hare, a bee over flowers, a pencil on a 田字格. */
export function GameArt({ game }: { game: MiniGame }) {
  return (
    <svg className="game-art" viewBox="0 0 240 140" role="img" aria-hidden="true">
      {game === 'plane' && <PlaneArt />}
      {game === 'race' && <RaceArt />}
      {game === 'bee' && <BeeArt />}
      {game === 'write' && <WriteArt />}
    </svg>
  );
}

function PlaneArt() {
  return (
    <>
      <rect width="240" height="140" fill="#bfe3ff" />
      <ellipse cx="50" cy="30" rx="30" ry="10" fill="#fff" />
      <ellipse cx="190" cy="48" rx="26" ry="9" fill="#fff" />
      {[60, 170].map((x, i) => (
        <g key={x} transform={`translate(${x} ${30 + i * 20})`}>
          <polygon points="0,18 -24,6 24,6" fill="#c0392b" />
          <rect x="-6" y="-6" width="12" height="30" rx="6" fill="#e4574a" />
          <rect x="-16" y="28" width="32" height="18" rx="4" fill="#fff" />
          <text x="0" y="42" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1d2433">{i ? '朋友' : '学校'}</text>
        </g>
      ))}
      <g transform="translate(120 100)">
        <polygon points="0,-6 -22,18 22,18" fill="#4f86d9" />
        <rect x="-6" y="-22" width="12" height="40" rx="6" fill="#1f4e9c" />
        <rect x="-2" y="-40" width="4" height="12" rx="2" fill="#ffd166" />
      </g>
      <rect y="128" width="240" height="12" fill="#7cc576" />
    </>
  );
}

function RaceArt() {
  return (
    <>
      <rect width="240" height="140" fill="#d8f3dc" />
      <rect y="92" width="240" height="30" fill="#e9c46a" />
      <line x1="205" y1="86" x2="205" y2="126" stroke="#1d2433" strokeWidth="4" strokeDasharray="6 4" />
      <circle cx="40" cy="40" r="16" fill="#ffd166" />
      <path d="M150 60 q10 -30 20 0 z" fill="#2a9d8f" />
      <g transform="translate(70 96)">
        <ellipse cx="0" cy="0" rx="26" ry="16" fill="#2d6a4f" />
        <path d="M-18 -2 h36 M-10 -12 v22 M10 -12 v22" stroke="#95d5b2" strokeWidth="3" />
        <circle cx="30" cy="-4" r="8" fill="#52b788" />
        <circle cx="33" cy="-6" r="2" fill="#1d2433" />
      </g>
      <g transform="translate(150 92)">
        <ellipse cx="0" cy="0" rx="22" ry="12" fill="#ddd" />
        <circle cx="20" cy="-10" r="9" fill="#eee" />
        <ellipse cx="18" cy="-30" rx="3" ry="12" fill="#eee" />
        <ellipse cx="25" cy="-28" rx="3" ry="11" fill="#eee" />
        <text x="-10" y="-24" fontSize="14" fill="#1f4e9c">z z</text>
      </g>
    </>
  );
}

function BeeArt() {
  const flowers = [40, 100, 160, 210];
  return (
    <>
      <rect width="240" height="140" fill="#fff3c4" />
      <rect y="110" width="240" height="30" fill="#95d5b2" />
      {flowers.map((x, i) => (
        <g key={x} transform={`translate(${x} ${100 - (i % 2) * 12})`}>
          <line x1="0" y1="0" x2="0" y2="30" stroke="#2d6a4f" strokeWidth="3" />
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="0" cy="-10" rx="6" ry="11" fill={['#ff8fab', '#ffb703', '#bde0fe', '#cdb4db'][i]} transform={`rotate(${a})`} />
          ))}
          <circle r="6" fill="#fb8500" />
        </g>
      ))}
      <g transform="translate(120 44)">
        <ellipse cx="-6" cy="-14" rx="10" ry="7" fill="#fff" opacity="0.9" />
        <ellipse cx="8" cy="-14" rx="10" ry="7" fill="#fff" opacity="0.9" />
        <ellipse cx="0" cy="0" rx="18" ry="12" fill="#ffb703" />
        <path d="M-6 -11 v22 M4 -11 v22" stroke="#1d2433" strokeWidth="4" />
        <circle cx="15" cy="-3" r="2" fill="#1d2433" />
      </g>
      <g transform="translate(200 40)">
        <rect x="-14" y="-12" width="28" height="30" rx="6" fill="#f4a261" />
        <rect x="-16" y="-18" width="32" height="8" rx="3" fill="#e76f51" />
      </g>
    </>
  );
}

function WriteArt() {
  return (
    <>
      <rect width="240" height="140" fill="#fff4e0" />
      <g transform="translate(70 20)">
        <rect width="100" height="100" fill="#fffdf6" stroke="#c0392b" strokeWidth="3" />
        <path d="M50 0V100M0 50H100M0 0L100 100M100 0L0 100" stroke="#e6a19a" strokeWidth="1.5" strokeDasharray="6 5" />
        <text x="50" y="84" textAnchor="middle" fontSize="80" fill="#1d2433">人</text>
      </g>
      <g transform="translate(186 92) rotate(35)">
        <rect x="-6" y="-50" width="12" height="48" fill="#ffd166" />
        <polygon points="-6,-2 6,-2 0,12" fill="#e9c46a" />
        <rect x="-6" y="-58" width="12" height="8" fill="#e4574a" />
      </g>
    </>
  );
}

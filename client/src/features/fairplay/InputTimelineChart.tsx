import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CPM_CEILING, isGradeCode, type FairPlayResult } from '@learnstar/shared';

const WIDTH = 560;
const HEIGHT = 200;
const PAD = 34;

/**
 * A held race's input timeline for the reviewer: characters in the box over time as a step line,
 * a dot per entry, a tick down per deletion, the spans the page was hidden hatched, and the grade's
 * ceiling as a dashed slope for comparison. A script shows as a straight, steep, evenly dotted
 * line; a child as an uneven one that flattens at punctuation. Game-centre answer logs are drawn the
 * same way (`unit`: right answers). Drawn in SVG, no chart library.
 */
export function InputTimelineChart({ result, unit }: { result: Pick<FairPlayResult, 'inputs' | 'hidden' | 'gradeCode'>; unit?: string }) {
  const { t } = useTranslation();
  const hatch = `hatch-${useId().replace(/:/g, '')}`;
  const { inputs, hidden } = result;
  if (inputs.length < 2) return null;
  let typed = 0;
  const points = inputs.map(([at, change]) => [at, (typed = Math.max(0, typed + change))] as const);
  const endMs = Math.max(...points.map(([at]) => at), ...hidden.map(([, to]) => to), 1);
  const maxChars = Math.max(...points.map(([, n]) => n), 1);
  const x = (ms: number) => PAD + (ms / endMs) * (WIDTH - PAD * 2);
  const y = (n: number) => HEIGHT - PAD - (n / maxChars) * (HEIGHT - PAD * 2);
  const path = points.map(([at, n], i) => `${i ? `H${x(at).toFixed(1)}V` : `M${x(at).toFixed(1)},`}${y(n).toFixed(1)}`).join(' ');
  const ceiling = isGradeCode(result.gradeCode) ? CPM_CEILING[result.gradeCode] : null;
  // Where the grade's ceiling would have reached by the end, clipped to the chart's height.
  const ceilingEnd = ceiling === null ? null : Math.min(endMs, (maxChars / ceiling) * 60_000);
  return (
    <figure className="input-chart">
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('fairplay.chart.title')} data-testid="input-chart">
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" stroke="#8d99ae" strokeWidth="2" />
          </pattern>
        </defs>
        {hidden.map(([from, to]) => (
          <g key={from} data-testid="hidden-span">
            <rect x={x(from)} y={PAD} width={Math.max(2, x(to) - x(from))} height={HEIGHT - PAD * 2} fill={`url(#${hatch})`} opacity="0.6" />
            <text x={x(from) + 2} y={PAD - 4} fontSize="11" fill="#3d4451">
              {t('fairplay.chart.hidden')}
            </text>
          </g>
        ))}
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#9fb0c6" />
        <line x1={PAD} y1={PAD} x2={PAD} y2={HEIGHT - PAD} stroke="#9fb0c6" />
        <text x={PAD} y={HEIGHT - 8} fontSize="11" fill="#5f6b7a">{`${maxChars} ${unit ?? t('fairplay.chart.chars')} · ${Math.round(endMs / 1000)} ${t('fairplay.chart.seconds')}`}</text>
        {ceilingEnd !== null && (
          <g>
            <line x1={x(0)} y1={y(0)} x2={x(ceilingEnd)} y2={y((ceilingEnd / 60_000) * ceiling!)} stroke="#5f6b7a" strokeDasharray="5 4" />
            <text x={x(ceilingEnd)} y={y((ceilingEnd / 60_000) * ceiling!) + 14} fontSize="11" fill="#5f6b7a" textAnchor="end">
              {`${t('fairplay.chart.ceiling')} ${ceiling}`}
            </text>
          </g>
        )}
        <path d={path} fill="none" stroke="#1f4e9c" strokeWidth="2" />
        {points.map(([at, n], i) =>
          inputs[i][1] < 0 ? (
            <line key={i} x1={x(at)} y1={y(n)} x2={x(at)} y2={y(n) + 8} stroke="#c0392b" strokeWidth="2" />
          ) : (
            <circle key={i} cx={x(at)} cy={y(n)} r="2.5" fill="#ffb703" />
          ),
        )}
      </svg>
      <figcaption className="muted">{t('fairplay.chart.legend')}</figcaption>
    </figure>
  );
}

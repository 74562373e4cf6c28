import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Group } from '@visx/group';
import { CPM_CEILING, isGradeCode, type FairPlayResult } from '@learnstar/shared';
import { ChartFrame } from '../../common/chart/ChartFrame';

const HEIGHT = 200;
const MARGIN = { top: 18, right: 16, bottom: 28, left: 40 };

/**
 * A held race's input timeline for the reviewer: characters in the box over time as a step line,
 * a dot per entry, a tick down per deletion, the spans the page was hidden hatched, and the grade's
 * ceiling as a dashed slope for comparison. A script shows as a straight, steep, evenly dotted
 * line; a child as an uneven one that flattens at punctuation. Game-centre answer logs are drawn the
 * same way (`unit`: right answers). Each entry is read on hover and with the arrow keys.
 */
export function InputTimelineChart({ result, unit }: { result: Pick<FairPlayResult, 'inputs' | 'hidden' | 'gradeCode'>; unit?: string }) {
  const { t, i18n } = useTranslation();
  const hatch = `hatch-${useId().replace(/:/g, '')}`;
  const { inputs, hidden } = result;
  if (inputs.length < 2) return null;
  let typed = 0;
  const points = inputs.map(([at, change]) => [at, (typed = Math.max(0, typed + change))] as const);
  const endMs = Math.max(...points.map(([at]) => at), ...hidden.map(([, to]) => to), 1);
  const maxChars = Math.max(...points.map(([, n]) => n), 1);
  const ceiling = isGradeCode(result.gradeCode) ? CPM_CEILING[result.gradeCode] : null;
  // Where the grade's ceiling would have reached by the end, clipped to the chart's height.
  const ceilingEnd = ceiling === null ? null : Math.min(endMs, (maxChars / ceiling) * 60_000);
  const what = unit ?? t('fairplay.chart.chars');
  const seconds = (ms: number) => `${(ms / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 1 })} ${t('fairplay.chart.seconds')}`;
  const change = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const deletions = inputs.filter(([, n]) => n < 0).length;
  // A step line: each entry holds the count until the next one.
  const steps = points.flatMap(([at, n], i) => (i === 0 ? [[at, n] as const] : [[at, points[i - 1][1]] as const, [at, n] as const]));
  const scales = (width: number) => {
    const x = scaleLinear({ domain: [0, endMs], range: [0, width - MARGIN.left - MARGIN.right] });
    const y = scaleLinear({ domain: [0, maxChars], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0] });
    return { x, y, innerWidth: width - MARGIN.left - MARGIN.right, innerHeight: HEIGHT - MARGIN.top - MARGIN.bottom };
  };

  return (
    <ChartFrame
      className="input-chart"
      testId="input-chart"
      title={t('fairplay.chart.title')}
      summary={t('chart.timeline.summary', { count: inputs.length, total: `${maxChars} ${what}`, time: seconds(endMs), deletions, hidden: hidden.length })}
      note={t('fairplay.chart.legend')}
      height={HEIGHT}
      count={points.length}
      point={(i) => ({ heading: seconds(points[i][0]), lines: [{ text: `${t('chart.timeline.entry')}: ${change(inputs[i][1])}` }, { text: `${what}: ${points[i][1]}`, look: 'speed' }] })}
      pick={(px, _py, width) => {
        const { x } = scales(width);
        return points.reduce((best, [at], i) => (Math.abs(x(at) + MARGIN.left - px) < Math.abs(x(points[best][0]) + MARGIN.left - px) ? i : best), 0);
      }}
      anchor={(i, width) => MARGIN.left + scales(width).x(points[i][0])}
      table={{ head: [t('chart.timeline.time'), t('chart.timeline.entry'), what], rows: points.map(([at, n], i) => ({ key: `${at}:${i}`, cells: [seconds(at), change(inputs[i][1]), String(n)] })) }}
    >
      {(width, active) => {
        const { x, y, innerWidth, innerHeight } = scales(width);
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            <defs>
              <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1="0" y1="0" x2="0" y2="6" stroke="#8d99ae" strokeWidth="2" />
              </pattern>
            </defs>
            {hidden.map(([from, to]) => (
              <g key={from} data-testid="hidden-span">
                <rect x={x(from)} y={0} width={Math.max(2, x(to) - x(from))} height={innerHeight} fill={`url(#${hatch})`} opacity="0.6" />
                <text className="chart-tick" x={x(from) + 2} y={-4}>{t('fairplay.chart.hidden')}</text>
              </g>
            ))}
            {y.ticks(4).map((tick) => (
              <g key={tick} className="chart-grid">
                <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                <text x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle">{tick.toLocaleString(i18n.language)}</text>
              </g>
            ))}
            {x.ticks(Math.max(2, Math.floor(innerWidth / 80))).map((tick) => (
              <text key={tick} className="chart-tick" x={x(tick)} y={innerHeight + 18} textAnchor="middle">{seconds(tick)}</text>
            ))}
            <text className="chart-unit" x={-MARGIN.left + 4} y={-10}>{what}</text>
            <line className="chart-axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            {ceilingEnd !== null && (
              <g className="timeline-ceiling">
                <line x1={x(0)} y1={y(0)} x2={x(ceilingEnd)} y2={y((ceilingEnd / 60_000) * ceiling!)} />
                <text className="chart-tick" x={x(ceilingEnd)} y={y((ceilingEnd / 60_000) * ceiling!) + 14} textAnchor="end">{`${t('fairplay.chart.ceiling')} ${ceiling}`}</text>
              </g>
            )}
            <LinePath className="chart-line look-speed timeline-line" data={steps} x={([at]) => x(at)} y={([, n]) => y(n)} />
            {points.map(([at, n], i) =>
              inputs[i][1] < 0 ? <line key={i} className="timeline-deletion" x1={x(at)} y1={y(n)} x2={x(at)} y2={y(n) + 8} /> : <circle key={i} className="timeline-entry" cx={x(at)} cy={y(n)} r={2.5} />,
            )}
            {active !== null && (
              <g className="chart-focus">
                <line x1={x(points[active][0])} x2={x(points[active][0])} y1={0} y2={innerHeight} />
              </g>
            )}
          </Group>
        );
      }}
    </ChartFrame>
  );
}

import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BarChart } from './BarChart';

afterEach(cleanup);

const props = {
  title: 'Characters known each week',
  summary: '5 this week, the grade 3.',
  bars: [
    { key: '2026-03-02', label: 'Mar 2', value: 1 },
    { key: '2026-03-09', label: 'Mar 9', value: 5 },
  ],
  valueLabel: 'Known',
  unit: 'characters',
  format: (v: number) => `${v} chars`,
  look: 'speed' as const,
  categoryHeader: 'Week of',
  reference: { label: 'Grade median', values: [null, 3] },
};

describe('BarChart', () => {
  test('one bar per value, a median mark where there is one, and the numbers in a table', () => {
    const { container } = render(<BarChart {...props} />);
    expect(container.querySelectorAll('rect.bar-fill')).toHaveLength(2);
    expect(container.querySelectorAll('.bar-reference')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button'));
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['Week ofKnownGrade median', 'Mar 21 chars–', 'Mar 95 chars3 chars']);
  });

  test('the arrow keys read a bar and the median beside it; a board marks the pupil’s own bar', () => {
    const { container } = render(<BarChart {...props} horizontal bars={[...props.bars.slice(0, 1), { ...props.bars[1], mine: true }]} />);
    const svg = container.querySelector('svg')!;
    fireEvent.keyDown(svg, { key: 'End' });
    expect(container.querySelector('.chart-tooltip')?.textContent).toBe('Mar 9Known: 5 charsGrade median: 3 chars');
    expect(container.querySelectorAll('rect.look-mine')).toHaveLength(1);
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Mar 2: Known: 1 chars, Grade median: –');
  });
});

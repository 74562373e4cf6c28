import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LineChart } from './LineChart';

afterEach(cleanup);

const props = {
  title: 'Is Mei Ling getting faster?',
  summary: 'Yes: from 12 to 20 WPM in three races.',
  at: ['2026-03-01T02:00:00Z', '2026-03-03T16:30:00Z', '2026-03-05T02:00:00Z'],
  leftUnit: 'WPM',
  series: [{ label: 'Speed', look: 'speed' as const, values: [12, 15, 20], format: (v: number) => `${v} WPM` }],
};

describe('LineChart', () => {
  test('the question and its answer come first; the numbers are a table behind a disclosure button', () => {
    render(<LineChart {...props} />);
    expect(screen.getByText(props.summary)).toBeTruthy();
    const toggle = screen.getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('table', { hidden: true }).closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('12 WPM'), expect.stringContaining('15 WPM'), expect.stringContaining('20 WPM')]);
    // 00:30 on 4 March in Singapore is 16:30 UTC on the 3rd: the table shows Singapore's day.
    expect(rows[1].textContent).toMatch(/Mar 4|3月4/);
  });

  test('the arrow keys, Home and End read each point out', () => {
    const { container } = render(<LineChart {...props} />);
    const svg = container.querySelector('svg')!;
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(container.querySelector('.chart-tooltip')?.textContent).toContain('12 WPM');
    fireEvent.keyDown(svg, { key: 'End' });
    expect(container.querySelector('.chart-tooltip')?.textContent).toContain('20 WPM');
    expect(container.querySelector('[aria-live]')?.textContent).toContain('Speed: 20 WPM');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(container.querySelector('.chart-tooltip')?.textContent).toContain('15 WPM');
    fireEvent.blur(svg);
    expect(container.querySelector('.chart-tooltip')).toBeNull();
  });
});

import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TrendChart } from './TrendChart';

afterEach(cleanup);

test('speed and accuracy per race on a dated chart, the numbers in its table; one race is too few', () => {
  const samples = [
    { at: '2026-03-01T02:00:00Z', wpm: 11.6, accuracy: 88.2 },
    { at: '2026-03-08T02:00:00Z', wpm: 18.4, accuracy: 95 },
  ];
  const { container } = render(<TrendChart samples={samples} />);
  expect(container.querySelectorAll('.chart-line')).toHaveLength(2);
  expect(container.querySelector('.chart-line.look-accuracy')).not.toBeNull();
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringMatching(/Mar 1.*12.*88%/), expect.stringMatching(/Mar 8.*18.*95%/)]);
  cleanup();
  render(<TrendChart samples={samples.slice(1)} />);
  expect(screen.getByText('family.chartTooShort')).toBeTruthy();
});

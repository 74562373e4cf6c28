import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useRoundSeconds } from './use-round-clock';

const START = 1_000_000;
/** A stable clock, as use-race's serverNow is (fake timers move Date.now). */
const systemNow = () => Date.now();

/** A race page's stand-in: shows the seconds and counts its renders. */
function Clock({ startAt, endAt, running, renders }: { startAt: number; endAt: number; running: boolean; renders: { count: number } }) {
  renders.count++;
  const { countdown, remaining } = useRoundSeconds(startAt, endAt, systemNow, running);
  return <p>{`${countdown} ${remaining}`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRoundSeconds', () => {
  test('counts down to the start and then to the end, rendering once a shown second changes', () => {
    const renders = { count: 0 };
    const view = render(<Clock startAt={START + 3_000} endAt={START + 63_000} running renders={renders} />);
    expect(view.container.textContent).toBe('3 63');
    const before = renders.count;
    act(() => void vi.advanceTimersByTime(1_000));
    expect(view.container.textContent).toBe('2 62');
    // Five ticks of 200 ms in that second, one render for the new second.
    expect(renders.count - before).toBeLessThanOrEqual(2);
    act(() => void vi.advanceTimersByTime(2_500));
    expect(view.container.textContent).toBe('0 60');
    act(() => void vi.advanceTimersByTime(61_000));
    expect(view.container.textContent).toBe('0 0');
  });

  test('shows nothing and does not tick outside a round', () => {
    const renders = { count: 0 };
    const view = render(<Clock startAt={START + 3_000} endAt={START + 63_000} running={false} renders={renders} />);
    expect(view.container.textContent).toBe('0 0');
    const before = renders.count;
    act(() => void vi.advanceTimersByTime(5_000));
    expect(renders.count).toBe(before);
  });
});

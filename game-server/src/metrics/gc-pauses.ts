import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

export interface GcFigures {
  /** Young-generation collections (scavenges) and the time the main thread was paused for them. */
  minorCount: number;
  minorMs: number;
  /** Old-generation collections (mark-compact) and their main-thread pauses. */
  majorCount: number;
  majorMs: number;
}

/**
 * The garbage collector's pauses since start, by kind, from Node's `gc` performance entries: what
 * a load test divides by the work done, and where an ack's tail latency often comes from. The
 * race bench's floor server reads the same figures from this file.
 */
export function watchGcPauses(): { figures(): GcFigures; stop(): void } {
  const totals: GcFigures = { minorCount: 0, minorMs: 0, majorCount: 0, majorMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        totals.majorCount++;
        totals.majorMs += entry.duration;
      } else {
        totals.minorCount++;
        totals.minorMs += entry.duration;
      }
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return { figures: () => ({ ...totals }), stop: () => observer.disconnect() };
}

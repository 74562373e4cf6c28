/** Figures on the roster and homework show one decimal. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function round1OrNull(n: number | null | undefined): number | null {
  return n === null || n === undefined ? null : round1(n);
}

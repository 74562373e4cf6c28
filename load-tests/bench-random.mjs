// Seeded randomness for the fair-play benchmarks, so every run gives the same figures.

/** mulberry32: a small seeded generator. */
export function seeded(seed) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const uniform = (lo, hi) => lo + (hi - lo) * rand();
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  /** Lognormal with the given mean and shape sigma. */
  const lognormal = (mean, sigma) => mean * Math.exp(sigma * normal() - (sigma * sigma) / 2);
  return { rand, uniform, normal, lognormal };
}

/** `--name value` command-line options. */
export function options() {
  return Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : null)).filter(Boolean));
}

// Seeded randomness for the request spread: the same seed draws the same
// requests in the same order, so two runs, and the shop and the bare server
// within one run, are driven alike.

/** Floats in [0, 1) from a PRNG (mulberry32) seeded by a string (FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws ranks 0..n-1 with P(rank k) proportional to 1/(k+1)^s: a few items
 * take most requests and the long tail still gets some. The cumulative table
 * is built once; a draw is a binary search, cheap enough for the load
 * generator to do per request.
 */
export function zipf(n: number, s: number): (random: () => number) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cumulative[k] = sum;
  }
  return (random) => {
    const u = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * 1..n with P(k) proportional to (1-p)^(k-1), by inverting its distribution
 * function: page 1 takes the share p, each later page less than the one before.
 */
export function truncatedGeometric(n: number, p: number, u: number): number {
  const q = 1 - p;
  const k = Math.floor(Math.log(1 - u * (1 - q ** n)) / Math.log(q));
  return Math.min(n, k + 1);
}

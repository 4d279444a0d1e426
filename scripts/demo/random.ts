/**
 * Seeded pseudo-random numbers for the demo generators. Everything the generators
 * produce comes from these streams, so the same seed always gives the same output.
 */

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of text, used to derive independent seeds ("seed:car:17"). */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded random source with the helpers the generators need. */
export class Random {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream derived from this seed and a label. */
  static derive(seed: number, ...labels: (string | number)[]): Random {
    return new Random(hashSeed(seed, ...labels));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.floor(min + (max - min + 1) * this.next());
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; items with weight 0 are never picked. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const weights = items.map((item) => Math.max(0, weight(item)));
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total <= 0) return this.pick(items);
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i]!;
      if (target < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** Picks a key of a weight table ({ new: 0.3, used: 0.7 }). */
  weightedKey<K extends string>(table: Partial<Record<K, number>>): K {
    const keys = Object.keys(table) as K[];
    return this.weighted(keys, (key) => table[key] ?? 0);
  }

  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)));
  }

  /** Roughly normal (sum of three uniforms), centred on `mean`. */
  normalish(mean: number, spread: number): number {
    return mean + (spread * (this.next() + this.next() + this.next() - 1.5)) / 1.5;
  }

  /** Random characters from an alphabet. */
  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

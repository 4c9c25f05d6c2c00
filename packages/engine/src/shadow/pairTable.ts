/** Multiplicative hash of two 32-bit integers (Murmur3-style finaliser). */
function hashPair(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A hash map from pairs of non-negative 32-bit integers to integers, in typed arrays (open addressing,
 * linear probing). `reset` sizes and clears it for the next use, so one table serves many small meshes
 * without garbage.
 */
export class PairTable {
  private keysA = new Int32Array(16).fill(-1);
  private keysB = new Int32Array(16);
  private values = new Int32Array(16);
  private mask = 15;

  /** Empty the table, sized for about `expected` entries. */
  reset(expected: number): void {
    let size = 16;
    while (size < expected * 2) size *= 2;
    if (size > this.keysA.length) {
      this.keysA = new Int32Array(size);
      this.keysB = new Int32Array(size);
      this.values = new Int32Array(size);
    }
    this.mask = size - 1;
    this.keysA.fill(-1, 0, size);
  }

  private slot(a: number, b: number): number {
    const { keysA, keysB, mask } = this;
    let i = hashPair(a, b) & mask;
    for (;;) {
      const k = keysA[i]!;
      if (k === -1 || (k === a && keysB[i] === b)) return i;
      i = (i + 1) & mask;
    }
  }

  /** The value stored for (a, b), or `value` after storing it when (a, b) is new. */
  getOrInsert(a: number, b: number, value: number): number {
    const i = this.slot(a, b);
    if (this.keysA[i] !== -1) return this.values[i]!;
    this.keysA[i] = a;
    this.keysB[i] = b;
    this.values[i] = value;
    return value;
  }

  /** Store `value` for (a, b). */
  set(a: number, b: number, value: number): void {
    const i = this.slot(a, b);
    this.keysA[i] = a;
    this.keysB[i] = b;
    this.values[i] = value;
  }
}

const scratch = { table: new Int32Array(16) };

/**
 * Give the vertices of `positions` (x, y, z triples; vertices `from` .. `to` - 1) ids such that vertices at
 * exactly the same point share one: ids[v - from] in 0 .. count - 1. Returns count. -0 equals 0.
 */
export function weldVertices(positions: Float32Array, from: number, to: number, ids: Int32Array): number {
  const bits = new Int32Array(positions.buffer, positions.byteOffset, positions.length);
  let size = 16;
  while (size < (to - from) * 2) size *= 2;
  if (scratch.table.length < size) scratch.table = new Int32Array(size);
  const table = scratch.table;
  table.fill(-1, 0, size);
  const mask = size - 1;
  // First vertex (index into positions) of each id.
  const firstOf = new Int32Array(to - from);
  let count = 0;
  for (let v = from; v < to; v++) {
    // 0 and -0 differ only in the sign bit: clear it for zeros so they hash and compare alike.
    const x = positions[v * 3] === 0 ? 0 : bits[v * 3]!;
    const y = positions[v * 3 + 1] === 0 ? 0 : bits[v * 3 + 1]!;
    const z = positions[v * 3 + 2] === 0 ? 0 : bits[v * 3 + 2]!;
    let i = hashPair(hashPair(x, y), z) & mask;
    for (;;) {
      const id = table[i]!;
      if (id === -1) {
        table[i] = count;
        firstOf[count] = v;
        ids[v - from] = count++;
        break;
      }
      const f = firstOf[id]!;
      if (
        positions[f * 3] === positions[v * 3] &&
        positions[f * 3 + 1] === positions[v * 3 + 1] &&
        positions[f * 3 + 2] === positions[v * 3 + 2]
      ) {
        ids[v - from] = id;
        break;
      }
      i = (i + 1) & mask;
    }
  }
  return count;
}

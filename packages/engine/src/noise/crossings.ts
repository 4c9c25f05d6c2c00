/**
 * Scratch output of an obstacle crossing query: for each obstacle met, the plan parameters where the path
 * S -> R enters (t) and leaves (t2) it, in (0, 1), and its top height. Consecutive hits of one obstacle (a
 * building's walls, which the indexes test together) merge into one interval: the hits between the two
 * extremes are at the same height on the same line, so they never change the path over the top.
 */
export class Crossings {
  count = 0;
  t = new Float64Array(64);
  t2 = new Float64Array(64);
  h = new Float64Array(64);
  owner = new Int32Array(64);
  push(t: number, h: number, owner: number): void {
    const last = this.count - 1;
    if (last >= 0 && this.owner[last] === owner) {
      if (t < this.t[last]!) this.t[last] = t;
      if (t > this.t2[last]!) this.t2[last] = t;
      return;
    }
    if (this.count === this.t.length) {
      const grow = <T extends Float64Array | Int32Array>(a: T, b: T): T => (b.set(a), b);
      this.t = grow(this.t, new Float64Array(this.count * 2));
      this.t2 = grow(this.t2, new Float64Array(this.count * 2));
      this.h = grow(this.h, new Float64Array(this.count * 2));
      this.owner = grow(this.owner, new Int32Array(this.count * 2));
    }
    this.t[this.count] = t;
    this.t2[this.count] = t;
    this.h[this.count] = h;
    this.owner[this.count++] = owner;
  }
}

/**
 * A fixed-size set of small integers (person slots), one bit each: the directory
 * index answers a filter with a few word-wise ANDs over 100,000 slots (P1).
 */
export class Bitset {
  words: Uint32Array

  constructor(size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32))
  }

  get capacity(): number {
    return this.words.length * 32
  }

  /** Grows (never shrinks) so `slot` fits, keeping the bits already set. */
  ensure(slot: number): void {
    if (slot < this.capacity) return
    const grown = new Uint32Array(Math.max(this.words.length * 2, Math.ceil((slot + 1) / 32)))
    grown.set(this.words)
    this.words = grown
  }

  has(slot: number): boolean {
    const word = this.words[slot >>> 5]
    return word !== undefined && (word & (1 << (slot & 31))) !== 0
  }

  add(slot: number): void {
    this.ensure(slot)
    this.words[slot >>> 5] = (this.words[slot >>> 5] ?? 0) | (1 << (slot & 31))
  }

  delete(slot: number): void {
    const index = slot >>> 5
    const word = this.words[index]
    if (word !== undefined) this.words[index] = word & ~(1 << (slot & 31))
  }

  /** This set becomes a copy of `other` (sized to this set's capacity). */
  copyFrom(other: Bitset): this {
    this.words.fill(0)
    this.words.set(other.words.subarray(0, this.words.length))
    return this
  }

  and(other: Bitset): this {
    const mine = this.words
    const theirs = other.words
    for (let i = 0; i < mine.length; i++) mine[i] = (mine[i] ?? 0) & (theirs[i] ?? 0)
    return this
  }

  or(other: Bitset): this {
    const mine = this.words
    const theirs = other.words
    for (let i = 0; i < mine.length && i < theirs.length; i++)
      mine[i] = (mine[i] ?? 0) | (theirs[i] ?? 0)
    return this
  }

  andNot(other: Bitset): this {
    const mine = this.words
    const theirs = other.words
    for (let i = 0; i < mine.length && i < theirs.length; i++)
      mine[i] = (mine[i] ?? 0) & ~(theirs[i] ?? 0)
    return this
  }

  count(): number {
    let total = 0
    for (const word of this.words) total += popcount(word)
    return total
  }

  /** How many slots are in both sets, without building the intersection. */
  countAnd(other: Bitset): number {
    const mine = this.words
    const theirs = other.words
    let total = 0
    for (let i = 0; i < mine.length && i < theirs.length; i++)
      total += popcount((mine[i] ?? 0) & (theirs[i] ?? 0))
    return total
  }

  forEach(visit: (slot: number) => void): void {
    const words = this.words
    for (let i = 0; i < words.length; i++) {
      let word = words[i] ?? 0
      while (word !== 0) {
        const low = word & -word
        visit(i * 32 + 31 - Math.clz32(low))
        word ^= low
      }
    }
  }
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

/**
 * How typed text meets names (decision 007): lower-cased, accents folded ("garcia"
 * finds García), split into words; a name matches when one of its words starts with
 * the text (`may` → Maya, `patel` → Maya Patel, `maya pa` → Maya Patel), and, second,
 * when it does so within a typo or two.
 */

const MARKS = /\p{M}/gu

export function normalise(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function wordsOf(normalised: string): string[] {
  return normalised.split(' ').filter((word) => word.length > 0)
}

/** "maya de la cruz" → every tail that starts a word: "maya de la cruz", "de la cruz", ... */
export function wordStarts(normalised: string): string[] {
  const starts: string[] = []
  for (let i = 0; i < normalised.length; i++) {
    if (i === 0 || normalised[i - 1] === ' ') starts.push(normalised.slice(i))
  }
  return starts
}

/**
 * Typos allowed for a typed word of this length: none under three letters (two
 * letters with a typo match half the school), one up to five, two from six.
 */
export function typosAllowed(length: number): number {
  if (length < 3) return 0
  return length < 6 ? 1 : 2
}

/** Longest typed word typo matching considers; longer ones match by prefix only. */
export const TYPO_MAX_LENGTH = 40

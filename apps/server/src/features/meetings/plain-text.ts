/**
 * Free text a person typed for others to read (a slot's location and note): control
 * characters and bidirectional overrides removed (they can disguise what a reader sees),
 * line breaks kept only where `lines` allows, runs of blank lines folded, trimmed.
 * Nothing left is null. Length limits are the contract's (checked before this).
 */
export function plainText(value: string | undefined, { lines }: { lines: boolean }): string | null {
  if (value === undefined) return null
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(lines ? /\n{3,}/g : /\n+/g, lines ? '\n\n' : ' ')
    .replace(/[^\P{Cc}\n]|[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim()
  return text === '' ? null : text
}

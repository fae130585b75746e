/** Unicode's five skin-tone modifiers (Fitzpatrick 1-2 to 6), after "none". */
export const SKIN_TONES = [
  '',
  '\u{1F3FB}',
  '\u{1F3FC}',
  '\u{1F3FD}',
  '\u{1F3FE}',
  '\u{1F3FF}',
] as const
export type SkinTone = (typeof SKIN_TONES)[number]

const ONE_EMOJI = /^\p{RGI_Emoji}$/v

/**
 * The emoji in a skin tone: the modifier follows its first character (a variation selector
 * there gives way to it), which is how Unicode spells every toned single emoji and most
 * toned sequences (🧑🏽‍💻). Where that is not an emoji Unicode recommends (couples, whose
 * every person takes a tone) the emoji stays as it is.
 */
export function withTone(emoji: string, tone: SkinTone): string {
  if (!tone) return emoji
  const [first = '', ...rest] = [...emoji]
  const tail = rest[0] === '\u{FE0F}' ? rest.slice(1) : rest
  const toned = first + tone + tail.join('')
  return ONE_EMOJI.test(toned) ? toned : emoji
}

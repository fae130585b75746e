/**
 * "a" or "an" before a word, by how the word sounds (issue 30 bug 11: "bogus is not a
 * officer setting"). Vowel letters take "an" except where they sound like a consonant
 * ("a university", "a one-off", "a European"); an "h" that is not spoken takes "an"
 * ("an hour", "an honest"). Good for the nouns and names Quad puts after an article.
 */
export function withArticle(word: string): string {
  return `${articleFor(word)} ${word}`
}

const CONSONANT_SOUNDING = /^(uni|use|usu|uti|ure|eu|ewe|one|once|ubi)/i
const SILENT_H = /^(hour|honest|honou?r|heir)/i

export function articleFor(word: string): 'a' | 'an' {
  const text = word.trim()
  if (SILENT_H.test(text)) return 'an'
  if (CONSONANT_SOUNDING.test(text)) return 'a'
  return /^[aeiou]/i.test(text) ? 'an' : 'a'
}

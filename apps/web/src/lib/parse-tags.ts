/** "chess, strategy" → ["chess", "strategy"]: tags are typed as one comma-separated line. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
}

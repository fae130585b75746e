/**
 * Which URL values are the echo of the search field's own searches. A search sent from the
 * field reaches the URL after a navigation, which on a slow phone may finish after the
 * student typed on: that echo must not set the field back, or the letters typed since are
 * lost. Any other value (Back, a link, "Clear") is the URL changing under the field, which
 * the field follows.
 *
 * `sent` lists the searches sent and not yet seen in the URL, oldest first. A value that
 * arrives answers the search that sent it and every older one (navigations finish in order).
 */
export type SentSearches = readonly string[]

/** The field sent `query`. */
export function noteSent(sent: SentSearches, query: string): SentSearches {
  return [...sent, query]
}

/** The URL now says `value`: is it an echo, and which sent searches are still to come. */
export function receive(
  sent: SentSearches,
  value: string,
): { isEcho: boolean; sent: SentSearches } {
  const index = sent.lastIndexOf(value)
  if (index === -1) return { isEcho: false, sent: [] }
  return { isEcho: true, sent: sent.slice(index + 1) }
}

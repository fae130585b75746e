import { RECENT_SEARCHES_MAX, SearchText } from '@quad/shared'
import * as z from 'zod/mini'

/*
 * Recent searches (issue 36 item 1), kept on this device per student: a search is private,
 * and the list is a shortcut, not a record. Local storage may be unavailable (private
 * windows, a full disk, an embedding page's settings): the list is then empty, never an error.
 */

const Stored = z.array(z.string())
const keyOf = (uid: string) => `quad.search.recent.${uid}`

export function recentSearches(uid: string): string[] {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(keyOf(uid)) ?? '[]'))
    return parsed.success ? parsed.data.slice(0, RECENT_SEARCHES_MAX) : []
  } catch {
    return []
  }
}

/** Puts `q` first (once, whatever its case), keeping the newest few. */
export function rememberSearch(uid: string, q: string): string[] {
  const checked = SearchText.safeParse(q)
  if (!checked.success) return recentSearches(uid)
  const text = checked.data
  const next = [text, ...recentSearches(uid).filter((r) => r.toLowerCase() !== text.toLowerCase())]
  return store(uid, next.slice(0, RECENT_SEARCHES_MAX))
}

export function forgetSearches(uid: string): string[] {
  return store(uid, [])
}

function store(uid: string, list: string[]): string[] {
  try {
    if (list.length) localStorage.setItem(keyOf(uid), JSON.stringify(list))
    else localStorage.removeItem(keyOf(uid))
  } catch {
    // Not kept: the list lasts this page's life.
  }
  return list
}

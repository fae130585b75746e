import { useSyncExternalStore } from 'react'

/** Spec 9: below the md breakpoint (768 px), a phone's layout. */
export const PHONE_QUERY = '(max-width: 767px)'

/**
 * Whether the visitor's screen is a phone's. The server's render cannot see the screen: it
 * guesses from the browser's own hints (decision 075), and the page it sends carries the
 * guess, so hydration draws the same; then the browser's answer takes over (a wrong guess
 * redraws the part once, as a resize would).
 */
let guess: () => boolean = () => false

/** The server's render, per visitor (entry-server.tsx); the browser, from the page's state. */
export function setPhoneGuessSource(read: () => boolean): void {
  guess = read
}

export function phoneGuess(): boolean {
  return guess()
}

/** A phone by its hints: `Sec-CH-UA-Mobile: ?1`, or a user agent that says Mobile or iPhone. */
export function guessPhone(headers: Record<string, string>): boolean {
  const hint = headers['sec-ch-ua-mobile']
  if (hint !== undefined) return hint === '?1'
  return /\b(Mobi|iPhone)/.test(headers['user-agent'] ?? '')
}

function subscribe(notify: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY)
  list.addEventListener('change', notify)
  return () => {
    list.removeEventListener('change', notify)
  }
}

/** Whether the screen is a phone's now: the browser's answer, the server's guess. */
export function isPhoneNow(): boolean {
  return import.meta.env.SSR ? guess() : window.matchMedia(PHONE_QUERY).matches
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, phoneGuess)
}

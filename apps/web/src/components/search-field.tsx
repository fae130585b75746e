import { useEffect, useId, useRef, useState } from 'react'
import { useDebouncedValue } from '../lib/debounce/use-debounced-value.ts'
import { Icon } from './icon.tsx'
import { quietFieldClass } from './field-styles.ts'
import { noteSent, receive, type SentSearches } from './search-echoes.ts'

interface SearchFieldProps {
  /** The search in the URL. */
  value: string
  onSearch: (query: string) => void
  /** The field's accessible name, and the example shown in it. */
  label: string
  placeholder: string
}

/**
 * As-you-type search, sent 200 ms after the last keystroke (spec 5 debounce: the first
 * value, the one already in the URL, and repeats are ignored). When the URL changes
 * under it (back, or the top bar's search), the field follows; a search of its own reaching
 * the URL late never takes back what was typed since.
 */
export function SearchField({ value, onSearch, label, placeholder }: SearchFieldProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const settled = useDebouncedValue(text.trim())
  // What the URL said and what the field had settled on at the last render, and the searches
  // sent and not yet seen in the URL: their echo never sets the field back (search-echoes.ts).
  const [shownValue, setShownValue] = useState(value)
  const [seenSettled, setSeenSettled] = useState(settled)
  const [sent, setSent] = useState<SentSearches>([])
  let pending = sent
  if (settled !== seenSettled) {
    setSeenSettled(settled)
    if (settled !== value) pending = noteSent(pending, settled)
  }
  if (value !== shownValue) {
    setShownValue(value)
    const arrival = receive(pending, value)
    pending = arrival.sent
    if (!arrival.isEcho && value !== text.trim()) setText(value)
  }
  if (pending !== sent) setSent(pending)
  // Read through a ref: only a settled change of the text sends a search, never a URL change.
  const latest = useRef({ value, onSearch })
  useEffect(() => {
    latest.current = { value, onSearch }
  }, [value, onSearch])

  useEffect(() => {
    if (settled !== latest.current.value) latest.current.onSearch(settled)
  }, [settled])

  return (
    <form
      method="post"
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        // Enter searches at once, without waiting out the debounce.
        event.preventDefault()
        setSent(noteSent(sent, text.trim()))
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value)
        }}
        className={`h-12 w-full rounded-xl pr-3 pl-11 shadow-sm dark:bg-zinc-900 ${quietFieldClass}`}
      />
    </form>
  )
}

import { useRef, useState, type KeyboardEvent } from 'react'
import type { MentionCaret, MentionPerson } from './mention.ts'

/** What a form gives the editor to offer mentions: the suggestions for the query it was told. */
export interface MentionSource {
  /** Suggestions for the latest query (empty while none or still loading). */
  suggestions: MentionPerson[]
  /** The name typed after `@`, or null when no mention is being typed. */
  onQuery: (query: string | null) => void
}

/**
 * The mention picker's state and keys (WAI-ARIA combobox with a listbox popup): open while
 * an `@name` is typed at the caret and there are suggestions; arrows move the active one,
 * Enter or Tab mentions it, Escape closes the list until the query changes.
 */
export function useMentionPicker<T extends { query: string }>(
  /** The field's caret, asked for in events only (it reads the field's element). */
  caret: () => MentionCaret<T>,
  source: MentionSource | undefined,
  onInserted: () => void,
) {
  const trigger = useRef<T | null>(null)
  const [query, setQuery] = useState<string | null>(null)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const suggestions = source?.suggestions ?? []
  const isOpen = query !== null && query !== dismissed && suggestions.length > 0
  const activeIndex = Math.min(active, Math.max(0, suggestions.length - 1))

  /** After typing or moving the caret: is an `@name` being typed? */
  const follow = () => {
    if (!source) return
    trigger.current = caret().triggerAt()
    const next = trigger.current?.query ?? null
    if (next === query) return
    setQuery(next)
    setActive(0)
    source.onQuery(next)
  }

  const pick = (person: MentionPerson) => {
    if (!trigger.current) return
    caret().focus()
    caret().insert(trigger.current, person)
    trigger.current = null
    setQuery(null)
    source?.onQuery(null)
    onInserted()
  }

  /** True when the key was the picker's (the editor then does nothing else with it). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!isOpen) return false
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : count - 1)) % count)
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = suggestions[activeIndex]
      if (person) pick(person)
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog the editor may sit in.
      event.stopPropagation()
      setDismissed(query)
    } else return false
    event.preventDefault()
    return true
  }

  /** Leaving the editor closes the list; typing on in the same mention opens it again. */
  const close = () => {
    setDismissed(query)
  }

  return { isOpen, suggestions, activeIndex, follow, pick, onKeyDown, close }
}

export type MentionPicker = ReturnType<typeof useMentionPicker>

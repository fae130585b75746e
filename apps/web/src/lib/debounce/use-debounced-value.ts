import { useEffect, useState } from 'react'
import { createDebouncedInput, DEBOUNCE_MS } from './debounced-input.ts'

/**
 * The value as of the last 200 ms of quiet (spec 5), for search boxes and filters.
 * Starts as the initial value, which the debouncer takes as its baseline. `waitMs` is
 * read once, on mount.
 */
export function useDebouncedValue<T>(value: T, waitMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  // A function value must be stored, not called as a state updater: hence `() => next`.
  const [input] = useState(() => createDebouncedInput<T>((next) => setSettled(() => next), waitMs))

  useEffect(() => {
    input.push(value)
  }, [input, value])

  useEffect(() => () => input.cancel(), [input])

  return settled
}

/** Spec 5: "waiting 200 ms by default". */
export const DEBOUNCE_MS = 200

export interface DebouncedInput<T> {
  push(value: T): void
  /** Drops a value still waiting; later pushes work as before. */
  cancel(): void
}

/**
 * Spec 5 "Debounced input ignores the first value and repeats". The first value pushed
 * (a field's initial value) is the baseline and never emitted. A value equal to the one
 * pushed just before it is ignored outright, so it does not postpone the wait. After
 * `waitMs` without a new value the latest is emitted, unless it equals the last value
 * emitted (or the baseline): typing "ab" then deleting back to "a" emits nothing new.
 */
export function createDebouncedInput<T>(
  onValue: (value: T) => void,
  waitMs: number = DEBOUNCE_MS,
): DebouncedInput<T> {
  let hasBaseline = false
  let previous: T | undefined
  let lastSettled: T | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  function cancel(): void {
    clearTimeout(timer)
    timer = undefined
  }

  return {
    push(value) {
      if (!hasBaseline) {
        hasBaseline = true
        previous = value
        lastSettled = value
        return
      }
      if (Object.is(value, previous)) return
      previous = value
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        if (Object.is(value, lastSettled)) return
        lastSettled = value
        onValue(value)
      }, waitMs)
    },
    cancel,
  }
}

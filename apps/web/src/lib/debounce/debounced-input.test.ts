import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncedInput, DEBOUNCE_MS } from './debounced-input.ts'

const onValue = vi.fn<(value: string) => void>()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  onValue.mockReset()
  vi.useRealTimers()
})

describe('createDebouncedInput (spec 5)', () => {
  it('waits 200 ms by default', () => {
    expect(DEBOUNCE_MS).toBe(200)
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('a')
    vi.advanceTimersByTime(199)
    expect(onValue).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onValue).toHaveBeenCalledExactlyOnceWith('a')
  })

  it('ignores the first value, even after waiting', () => {
    const input = createDebouncedInput(onValue)
    input.push('initial')
    vi.advanceTimersByTime(1000)
    expect(onValue).not.toHaveBeenCalled()
  })

  it('emits only the latest of a burst, 200 ms after the last push', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('m')
    vi.advanceTimersByTime(150)
    input.push('ma')
    vi.advanceTimersByTime(150)
    input.push('may')
    vi.advanceTimersByTime(199)
    expect(onValue).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onValue.mock.calls).toEqual([['may']])
  })

  it('ignores a repeat of the previous value, which does not postpone the wait', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('a')
    vi.advanceTimersByTime(150)
    input.push('a')
    vi.advanceTimersByTime(50)
    expect(onValue).toHaveBeenCalledExactlyOnceWith('a')
  })

  it('a repeat of the first value is ignored too', () => {
    const input = createDebouncedInput(onValue)
    input.push('x')
    input.push('x')
    vi.advanceTimersByTime(500)
    expect(onValue).not.toHaveBeenCalled()
  })

  it('does not emit a value equal to the last one emitted', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('a')
    vi.advanceTimersByTime(200)
    input.push('ab')
    input.push('a')
    vi.advanceTimersByTime(200)
    expect(onValue.mock.calls).toEqual([['a']])
  })

  it('returning to the baseline within the wait emits nothing', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('a')
    input.push('')
    vi.advanceTimersByTime(200)
    expect(onValue).not.toHaveBeenCalled()
  })

  it('emits each settled change in turn', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    for (const value of ['a', 'b', '', 'b']) {
      input.push(value)
      vi.advanceTimersByTime(200)
    }
    expect(onValue.mock.calls).toEqual([['a'], ['b'], [''], ['b']])
  })

  it('honours a custom wait', () => {
    const input = createDebouncedInput(onValue, 500)
    input.push('')
    input.push('a')
    vi.advanceTimersByTime(499)
    expect(onValue).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onValue).toHaveBeenCalledOnce()
  })

  it('cancel drops the waiting value; later pushes still work', () => {
    const input = createDebouncedInput(onValue)
    input.push('')
    input.push('a')
    input.cancel()
    vi.advanceTimersByTime(1000)
    expect(onValue).not.toHaveBeenCalled()
    input.push('b')
    vi.advanceTimersByTime(200)
    expect(onValue).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('compares by identity (Object.is): NaN repeats, objects with equal fields do not', () => {
    const numbers = vi.fn<(value: number) => void>()
    const input = createDebouncedInput(numbers)
    input.push(0)
    input.push(Number.NaN)
    input.push(Number.NaN)
    vi.advanceTimersByTime(200)
    expect(numbers).toHaveBeenCalledTimes(1)
    const objects = vi.fn<(value: { q: string }) => void>()
    const objectInput = createDebouncedInput(objects)
    objectInput.push({ q: '' })
    objectInput.push({ q: '' })
    vi.advanceTimersByTime(200)
    expect(objects).toHaveBeenCalledTimes(1)
  })
})

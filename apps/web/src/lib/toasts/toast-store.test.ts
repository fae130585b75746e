import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, type ToastStore } from './toast-store.ts'

let store: ToastStore

beforeEach(() => {
  vi.useFakeTimers()
  store = createToastStore()
})
afterEach(() => {
  vi.useRealTimers()
})

function messages(): string[] {
  return store.getSnapshot().map((t) => t.message)
}

describe('toast timing (spec 4, 9: 5000 ms)', () => {
  it('shows at once and hides after 5000 ms', () => {
    store.show('Signed out', 'Success')
    expect(store.getSnapshot()).toEqual([{ id: 1, type: 'Success', message: 'Signed out' }])
    vi.advanceTimersByTime(4999)
    expect(messages()).toEqual(['Signed out'])
    vi.advanceTimersByTime(1)
    expect(messages()).toEqual([])
  })

  it('each toast keeps its own timer', () => {
    store.show('first', 'Info')
    vi.advanceTimersByTime(2000)
    store.show('second', 'Info')
    vi.advanceTimersByTime(3000)
    expect(messages()).toEqual(['second'])
    vi.advanceTimersByTime(2000)
    expect(messages()).toEqual([])
  })

  it('dismiss removes it at once and its timer never fires', () => {
    const listener = vi.fn()
    const id = store.show('bye', 'Info')
    store.subscribe(listener)
    store.dismiss(id)
    vi.advanceTimersByTime(10_000)
    expect(messages()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('hover and focus hold it open (spec 4)', () => {
  it('a hover pauses the timer; leaving restarts the full 5000 ms', () => {
    const id = store.show('held', 'Info')
    vi.advanceTimersByTime(4000)
    store.hold(id, 'hover', true)
    vi.advanceTimersByTime(60_000)
    expect(messages()).toEqual(['held'])
    store.hold(id, 'hover', false)
    vi.advanceTimersByTime(4999)
    expect(messages()).toEqual(['held'])
    vi.advanceTimersByTime(1)
    expect(messages()).toEqual([])
  })

  it('focus pauses the timer; blur restarts it', () => {
    const id = store.show('held', 'Info')
    store.hold(id, 'focus', true)
    vi.advanceTimersByTime(10_000)
    expect(messages()).toEqual(['held'])
    store.hold(id, 'focus', false)
    vi.advanceTimersByTime(5000)
    expect(messages()).toEqual([])
  })

  it('stays while either hold remains: leaving with focus still inside does not hide it', () => {
    const id = store.show('held', 'Info')
    store.hold(id, 'hover', true)
    store.hold(id, 'focus', true)
    store.hold(id, 'hover', false)
    vi.advanceTimersByTime(10_000)
    expect(messages()).toEqual(['held'])
    store.hold(id, 'focus', false)
    vi.advanceTimersByTime(5000)
    expect(messages()).toEqual([])
  })

  it('a hold on a toast that is gone is ignored', () => {
    const id = store.show('gone', 'Info')
    store.dismiss(id)
    store.hold(id, 'hover', false)
    vi.advanceTimersByTime(10_000)
    expect(vi.getTimerCount()).toBe(0)
  })
})

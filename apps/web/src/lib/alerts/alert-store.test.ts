import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAlertStore, type AlertStore } from './alert-store.ts'

let store: AlertStore

beforeEach(() => {
  vi.useFakeTimers()
  store = createAlertStore()
})
afterEach(() => {
  vi.useRealTimers()
})

function phases(): string[] {
  return store.getSnapshot().map((a) => `${a.message}:${a.phase}`)
}

describe('showing (spec 4, 9: 100 ms)', () => {
  it('adds an alert as pending and shows it 100 ms later', () => {
    store.alert({ type: 'Info', message: 'hello' })
    expect(phases()).toEqual(['hello:pending'])
    vi.advanceTimersByTime(99)
    expect(phases()).toEqual(['hello:pending'])
    vi.advanceTimersByTime(1)
    expect(phases()).toEqual(['hello:shown'])
  })

  it('normalises lowercase types and applies the defaults', () => {
    store.alert({ type: 'warning', message: 'careful' })
    expect(store.getSnapshot()[0]).toMatchObject({
      type: 'Warning',
      autoClose: false,
      keepAfterRouteChange: false,
      fade: true,
    })
  })

  it('notifies subscribers with a new snapshot on each change', () => {
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const before = store.getSnapshot()
    store.alert({ type: 'Info', message: 'a' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).not.toBe(before)
    unsubscribe()
    vi.advanceTimersByTime(100)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps a stable snapshot while nothing changes', () => {
    store.alert({ type: 'Info', message: 'a' })
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })
})

describe('closing (spec 4, 9: 3000 ms auto-close, 250 ms fade)', () => {
  it('auto-closes 3000 ms after it is shown, then fades for 250 ms', () => {
    store.alert({ type: 'Success', message: 'saved', autoClose: true })
    vi.advanceTimersByTime(100 + 2999)
    expect(phases()).toEqual(['saved:shown'])
    vi.advanceTimersByTime(1)
    expect(phases()).toEqual(['saved:fading'])
    vi.advanceTimersByTime(249)
    expect(phases()).toEqual(['saved:fading'])
    vi.advanceTimersByTime(1)
    expect(phases()).toEqual([])
  })

  it('stays until closed when autoClose is not set', () => {
    store.alert({ type: 'Error', message: 'stuck' })
    vi.advanceTimersByTime(60_000)
    expect(phases()).toEqual(['stuck:shown'])
  })

  it('close fades for 250 ms; with fade off it removes at once', () => {
    const faded = store.alert({ type: 'Info', message: 'a' })
    const instant = store.alert({ type: 'Info', message: 'b', fade: false })
    vi.advanceTimersByTime(100)
    if (faded === null || instant === null) throw new Error('expected ids')
    store.close(faded)
    store.close(instant)
    expect(phases()).toEqual(['a:fading'])
    vi.advanceTimersByTime(250)
    expect(phases()).toEqual([])
  })

  it('a second close while fading does not restart the fade', () => {
    const id = store.alert({ type: 'Info', message: 'a' })
    vi.advanceTimersByTime(100)
    if (id === null) throw new Error('expected an id')
    store.close(id)
    vi.advanceTimersByTime(200)
    store.close(id)
    vi.advanceTimersByTime(50)
    expect(phases()).toEqual([])
  })

  it('closing a pending alert removes it and it never shows', () => {
    const id = store.alert({ type: 'Info', message: 'a', autoClose: true })
    if (id === null) throw new Error('expected an id')
    store.close(id)
    vi.advanceTimersByTime(5000)
    expect(phases()).toEqual([])
  })

  it('an auto-close timer does not fire after the alert was closed by hand', () => {
    const id = store.alert({ type: 'Info', message: 'a', autoClose: true, fade: false })
    vi.advanceTimersByTime(100)
    if (id === null) throw new Error('expected an id')
    store.close(id)
    store.alert({ type: 'Info', message: 'b' })
    vi.advanceTimersByTime(5000)
    expect(phases()).toEqual(['b:shown'])
  })
})

describe('clearing (spec 4)', () => {
  it('an empty message clears every alert except keepAfterRouteChange ones', () => {
    store.alert({ type: 'Info', message: 'gone' })
    store.alert({ type: 'Info', message: 'kept', keepAfterRouteChange: true })
    vi.advanceTimersByTime(100)
    expect(store.alert({ type: 'Info', message: '' })).toBeNull()
    expect(phases()).toEqual(['kept:shown'])
  })

  it('a whitespace-only message also counts as empty', () => {
    store.alert({ type: 'Info', message: 'gone' })
    store.alert({ type: 'error', message: '  ' })
    expect(phases()).toEqual([])
  })

  it('clearing also cancels a pending alert, which then never appears', () => {
    store.alert({ type: 'Info', message: 'gone' })
    store.clear()
    vi.advanceTimersByTime(1000)
    expect(phases()).toEqual([])
  })
})

describe('route changes (spec 4 "Any navigation start clears alerts")', () => {
  it('clears ordinary alerts', () => {
    store.alert({ type: 'Info', message: 'a' })
    vi.advanceTimersByTime(100)
    store.routeChanged()
    expect(phases()).toEqual([])
  })

  it('keepAfterRouteChange alerts survive exactly one route change', () => {
    store.alert({ type: 'Info', message: 'kept', keepAfterRouteChange: true })
    store.routeChanged()
    vi.advanceTimersByTime(100)
    expect(phases()).toEqual(['kept:shown'])
    expect(store.getSnapshot()[0]?.keepAfterRouteChange).toBe(false)
    store.routeChanged()
    expect(phases()).toEqual([])
  })

  it('a kept alert still auto-closes on time across the route change', () => {
    store.alert({ type: 'Info', message: 'kept', keepAfterRouteChange: true, autoClose: true })
    vi.advanceTimersByTime(100)
    store.routeChanged()
    vi.advanceTimersByTime(3000 + 250)
    expect(phases()).toEqual([])
  })
})

describe('a stack a student can read (issue 12)', () => {
  it('keeps only the three newest alerts', () => {
    for (const n of [1, 2, 3, 4, 5]) store.alert({ type: 'Error', message: `failure ${String(n)}` })
    vi.advanceTimersByTime(100)
    expect(phases()).toEqual(['failure 3:shown', 'failure 4:shown', 'failure 5:shown'])
  })

  it('folds an identical repeat into the one already shown, counting it', () => {
    store.alert({ type: 'Error', message: 'Network error' })
    store.alert({ type: 'Info', message: 'Saved' })
    vi.advanceTimersByTime(100)
    store.alert({ type: 'Error', message: 'Network error' })
    store.alert({ type: 'Error', message: 'Network error' })
    expect(store.getSnapshot().map((a) => `${a.message}×${String(a.count)}`)).toEqual([
      'Saved×1',
      'Network error×3',
    ])
    // A different type is a different alert, even with the same words.
    store.alert({ type: 'Warning', message: 'Network error' })
    expect(store.getSnapshot()).toHaveLength(3)
  })

  it('a repeat restarts the auto-close count of the alert it joins', () => {
    store.alert({ type: 'Success', message: 'saved', autoClose: true })
    vi.advanceTimersByTime(100 + 2000)
    store.alert({ type: 'Success', message: 'saved', autoClose: true })
    vi.advanceTimersByTime(2000)
    expect(phases()).toEqual(['saved:shown'])
    vi.advanceTimersByTime(1000)
    expect(phases()).toEqual(['saved:fading'])
  })
})

import { describe, expect, it } from 'vitest'
import { createScrollStore, scrollTargetFor } from './scroll-store.ts'

describe('scroll store (spec 4 "Scroll")', () => {
  it('restores the saved position on back/forward (POP)', () => {
    const store = createScrollStore()
    store.save('a', 420)
    expect(scrollTargetFor(store, 'a', 'POP')).toBe(420)
  })

  it('goes to the top on a push or replace, even for a known entry', () => {
    const store = createScrollStore()
    store.save('a', 420)
    expect(scrollTargetFor(store, 'a', 'PUSH')).toBe(0)
    expect(scrollTargetFor(store, 'a', 'REPLACE')).toBe(0)
  })

  it('goes to the top on a POP to an entry it never saw (a reload)', () => {
    expect(scrollTargetFor(createScrollStore(), 'unknown', 'POP')).toBe(0)
  })

  it('keeps the newest positions when full', () => {
    const store = createScrollStore(2)
    store.save('a', 1)
    store.save('b', 2)
    store.save('a', 3)
    store.save('c', 4)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBe(3)
    expect(store.get('c')).toBe(4)
  })
})

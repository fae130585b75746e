import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { breakpointOf } from './breakpoints.ts'
import { createDelayedReset, MENU_RESET_DELAY_MS } from './menu-reset.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('menu reset after a breakpoint change (spec 4)', () => {
  it('waits exactly 351 ms', () => {
    const reset = vi.fn()
    createDelayedReset(reset).trigger()
    vi.advanceTimersByTime(MENU_RESET_DELAY_MS - 1)
    expect(reset).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reset).toHaveBeenCalledOnce()
    expect(MENU_RESET_DELAY_MS).toBe(351)
  })

  it('restarts on each change, so crossing several breakpoints resets once', () => {
    const reset = vi.fn()
    const delayed = createDelayedReset(reset)
    delayed.trigger()
    vi.advanceTimersByTime(300)
    delayed.trigger()
    vi.advanceTimersByTime(300)
    expect(reset).not.toHaveBeenCalled()
    vi.advanceTimersByTime(51)
    expect(reset).toHaveBeenCalledOnce()
  })

  it('does nothing once cancelled (the shell unmounted)', () => {
    const reset = vi.fn()
    const delayed = createDelayedReset(reset)
    delayed.trigger()
    delayed.cancel()
    vi.advanceTimersByTime(1000)
    expect(reset).not.toHaveBeenCalled()
  })
})

describe('breakpointOf (spec 9)', () => {
  it.each([
    [0, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1535, 'xl'],
    [1536, 'xxl'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected)
  })
})

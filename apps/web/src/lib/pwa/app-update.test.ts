import { describe, expect, it, vi } from 'vitest'
import { createAppUpdate } from './app-update.ts'

describe('appUpdate', () => {
  it('is ready once a waiting version is offered, and applies it on request', () => {
    const update = createAppUpdate()
    const listener = vi.fn()
    update.subscribe(listener)
    expect(update.ready()).toBe(false)
    update.apply() // nothing waiting: nothing happens
    const apply = vi.fn()
    update.offer(apply)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(update.ready()).toBe(true)
    update.apply()
    expect(apply).toHaveBeenCalledTimes(1)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  drawAtRealTime,
  drawAtServerTime,
  drawsFirstScreen,
  renderNow,
  setRenderClockSource,
} from './render-clock.ts'

afterEach(() => {
  drawAtRealTime()
  setRenderClockSource(() => Date.now())
  vi.useRealTimers()
})

describe('render clock (decision 075)', () => {
  it('reads the real clock by default', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9, 30) })
    expect(renderNow()).toBe(Date.UTC(2026, 10, 25, 9, 30))
  })

  it("draws at the server's render moment while hydrating, then at the real clock", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9, 31, 5) })
    const drawnAt = Date.UTC(2026, 10, 25, 9, 30, 58)
    drawAtServerTime(drawnAt)
    vi.advanceTimersByTime(10_000)
    expect(renderNow()).toBe(drawnAt)
    drawAtRealTime()
    expect(renderNow()).toBe(Date.UTC(2026, 10, 25, 9, 31, 15))
  })

  it("the server's render reads its own source", () => {
    setRenderClockSource(() => 42)
    expect(renderNow()).toBe(42)
  })
})

describe('drawsFirstScreen', () => {
  it("is the server's render, or the browser's while it hydrates a server-rendered page", () => {
    const onServer = import.meta.env.SSR
    expect(drawsFirstScreen()).toBe(onServer)
    drawAtServerTime(Date.UTC(2026, 10, 25))
    expect(drawsFirstScreen()).toBe(true)
    drawAtRealTime()
    expect(drawsFirstScreen()).toBe(onServer)
  })
})

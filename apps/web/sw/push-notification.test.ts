import { describe, expect, it } from 'vitest'
import type { PushMessage } from '@quad/shared'
import { notificationOf, targetOf } from './push-notification.ts'

const ORIGIN = 'https://north.quad.example'
const push: PushMessage = {
  web_push: 8030,
  notification: {
    title: 'North University',
    body: 'Maya Lopez sent a message',
    navigate: `${ORIGIN}/chat/12`,
    tag: 'chat:12',
    lang: 'en',
    silent: false,
  },
  app_badge: 3,
  mutable: true,
  user: 'u-1',
}

describe('notificationOf', () => {
  it('shows a declarative push message with its tag, badge and target', () => {
    const shown = notificationOf(push)
    expect(shown?.title).toBe('North University')
    expect(shown?.badge).toBe(3)
    expect(shown?.options).toMatchObject({
      body: 'Maya Lopez sent a message',
      tag: 'chat:12',
      renotify: true,
      data: { navigate: `${ORIGIN}/chat/12`, user: 'u-1' },
    })
  })

  it('reads nothing else as one', () => {
    expect(notificationOf(null)).toBeNull()
    expect(notificationOf({ ...push, web_push: 9001 })).toBeNull()
    expect(notificationOf({ title: 'hi' })).toBeNull()
  })
})

describe('targetOf', () => {
  it('opens the push’s page on this origin, the home page otherwise', () => {
    expect(targetOf({ navigate: `${ORIGIN}/chat/12` }, ORIGIN)).toBe(`${ORIGIN}/chat/12`)
    expect(targetOf({ navigate: '/events/e1' }, ORIGIN)).toBe(`${ORIGIN}/events/e1`)
    expect(targetOf({ navigate: 'https://evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`)
    expect(targetOf(undefined, ORIGIN)).toBe(`${ORIGIN}/`)
  })
})

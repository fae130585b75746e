import { ConnectionStatus, type ConnectType } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import {
  connectOutcome,
  ConnectRefusedError,
  controlFor,
  controlsFor,
  focusAfter,
  menuItemsFor,
} from './connection-rules.ts'

const { REQUESTING, OWN, NONE, CONNECTED, PENDING, INCOMING } = ConnectionStatus

describe('controlsFor (spec 4 "Buttons")', () => {
  it.each([
    [NONE, ['connect', 'addNote', 'moreMenu']],
    [CONNECTED, ['message', 'moreMenu']],
    [PENDING, ['pending', 'removePending', 'moreMenu']],
    [INCOMING, ['accept', 'delete', 'moreMenu']],
    [OWN, ['viewProfile']],
    [REQUESTING, ['busy']],
    [7, ['moreMenu']],
  ])('connect on, status %i', (status, controls) => {
    expect(controlsFor(status, true)).toEqual(controls)
  })

  it.each([NONE, CONNECTED, PENDING, INCOMING])(
    'connect off: Message for status %i (everyone but oneself)',
    (status) => {
      expect(controlsFor(status, false)).toEqual(['message', 'moreMenu'])
    },
  )

  it('connect off: one’s own profile still has only View Profile', () => {
    expect(controlsFor(OWN, false)).toEqual(['viewProfile'])
  })
})

describe('menuItemsFor', () => {
  it('connected: View Profile and Remove Connection (spec 4), then Block (issue 5)', () => {
    expect(menuItemsFor(CONNECTED, true)).toEqual(['viewProfile', 'disconnect', 'block'])
  })

  it.each([NONE, PENDING, INCOMING])('status %i: only Block', (status) => {
    expect(menuItemsFor(status, true)).toEqual(['block'])
  })

  it('connect off: Block only, never Remove Connection', () => {
    expect(menuItemsFor(CONNECTED, false)).toEqual(['block'])
  })

  it.each([OWN, REQUESTING])('status %i: no menu items', (status) => {
    expect(menuItemsFor(status, true)).toEqual([])
  })
})

describe('focus after a transition (spec 4 "Keyboard focus moves")', () => {
  // type, status the server answered, where focus lands
  const table: [ConnectType, number, string][] = [
    ['request', PENDING, 'removePending'],
    ['request', CONNECTED, 'message'], // the other had asked too: connected at once
    ['accept', CONNECTED, 'message'],
    ['reject', NONE, 'connect'],
    ['cancel', NONE, 'connect'],
    ['disconnect', NONE, 'connect'],
  ]
  it.each(table)('%s → status %i focuses %s', (_type, status, control) => {
    expect(focusAfter(status, true)).toBe(control)
  })

  it('while in flight focus waits on the busy button', () => {
    expect(focusAfter(REQUESTING, true)).toBe('busy')
  })

  it.each([
    ['request', 'connect'],
    ['accept', 'accept'],
    ['reject', 'delete'],
    ['cancel', 'removePending'],
    ['disconnect', 'moreMenu'],
  ] as const)('a failed %s returns focus to %s', (type, control) => {
    expect(controlFor(type)).toBe(control)
  })
})

describe('connectOutcome (spec 5 success rule)', () => {
  it('success is the text "true" with a status', () => {
    expect(connectOutcome({ success: 'true', connectionStatus: PENDING })).toBe(PENDING)
  })

  it.each([
    [{ success: 'false', connectionStatus: NONE }],
    [{ success: 'true' }],
    [{ success: true, connectionStatus: PENDING }],
    [{ success: 'TRUE', connectionStatus: PENDING }],
    [{}],
  ])('%j is a failure', (answer) => {
    expect(() => connectOutcome(answer)).toThrow(ConnectRefusedError)
  })

  it('keeps the server’s reason for the alert', () => {
    const refuse = () =>
      connectOutcome({ success: 'false', connectionStatus: 2, message: 'Already pending.' })
    expect(refuse).toThrow(expect.objectContaining({ reason: 'Already pending.' }))
  })
})

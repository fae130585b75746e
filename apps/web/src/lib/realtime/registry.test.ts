import type { ServerFrame } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { dispatchFrame, type RealtimeExtension } from './registry.ts'

describe('dispatchFrame', () => {
  it('hands a frame to every extension that handles its type, and to no other', () => {
    const seen: string[] = []
    const extensions: RealtimeExtension[] = [
      { frames: { typing: (frame) => seen.push(`a:typing:${frame.uid}`) } },
      {
        frames: {
          typing: (frame) => seen.push(`b:typing:${String(frame.conversationId)}`),
          presence: () => seen.push('b:presence'),
        },
      },
      {},
    ]
    const typing: ServerFrame = { type: 'typing', conversationId: 7, uid: 'u1' }
    dispatchFrame(extensions, typing)
    dispatchFrame(extensions, { type: 'pong' })
    expect(seen).toEqual(['a:typing:u1', 'b:typing:7'])
  })
})

import { REALTIME_PROTOCOL_VERSION, ServerFrame } from '@quad/shared'
import type { WebSocketHandler } from 'msw'
import type * as z from 'zod/mini'
import { realtimeLink } from './fake-api.ts'

/*
 * The realtime socket of a signed-in tab, for route-level tests: it says hello as the
 * server does (so the client reads the bell's count and catches up), and a test pushes
 * frames through `send`, each parsed by the shared contract first.
 */
export interface FakeRealtime {
  handler: WebSocketHandler
  /** Delivers a frame to every open socket, as the server's hub would. */
  send: (frame: z.input<typeof ServerFrame>) => void
}

export function fakeRealtime(uid: string): FakeRealtime {
  const clients = new Set<{ send: (data: string) => void }>()
  const handler = realtimeLink.addEventListener('connection', ({ client }) => {
    clients.add(client)
    client.addEventListener('close', () => clients.delete(client))
    const hello = {
      type: 'hello',
      v: REALTIME_PROTOCOL_VERSION,
      uid,
      chat: { seq: 0, unreadTotal: 0 },
      meetings: { upcoming: 0 },
    }
    client.send(JSON.stringify(ServerFrame.parse(hello)))
  })
  return {
    handler,
    send: (frame) => {
      const text = JSON.stringify(ServerFrame.parse(frame))
      for (const client of clients) client.send(text)
    },
  }
}

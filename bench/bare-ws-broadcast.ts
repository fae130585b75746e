/**
 * The P2 baseline (quality.md): a bare `ws` broadcast server, no auth, no storage.
 * A socket joins a room with `?room=N`; any text it sends goes to every socket of
 * that room (itself included), as Quad's fan-out does. Prints `listening <port>`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'

const rooms = new Map<string, Set<WebSocket>>()
const server = createServer()
const wss = new WebSocketServer({ server, perMessageDeflate: false })
wss.on('connection', (socket, request) => {
  const room = new URL(request.url ?? '/', 'http://x').searchParams.get('room') ?? '0'
  const members = rooms.get(room) ?? new Set()
  rooms.set(room, members)
  members.add(socket)
  socket.on('message', (data) => {
    const text = data.toString()
    for (const member of members) member.send(text)
  })
  socket.on('close', () => members.delete(socket))
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`)
})

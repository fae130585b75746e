/** The stand-in's HTTP surface: `POST /push/<id>`, a push resource (RFC 8030 §5). */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerDelivery, maxBodyBytes, type Answer } from './deliver.ts'
import { recordPush, recordRequest, type StandinState } from './state.ts'
import { notifyWaiters } from './wait.ts'

/** The whole body is read (so the answer is not a reset), but only the first bytes kept. */
async function readBody(req: IncomingMessage): Promise<{ body: Buffer; size: number }> {
  const kept: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    if (size <= maxBodyBytes) kept.push(buffer)
    size += buffer.length
  }
  return { body: Buffer.concat(kept), size }
}

function send(res: ServerResponse, answer: Answer): void {
  const body = answer.reason === null ? '' : `${answer.reason}\n`
  res.writeHead(answer.status, {
    ...answer.headers,
    ...(body ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(body)),
  })
  res.end(body)
}

export async function handlePushRequest(
  state: StandinState,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { body, size } = await readBody(req)
  const now = new Date()
  const { pathname } = new URL(req.url ?? '/', state.origin)
  if (!/^\/push\/[A-Za-z0-9_-]+$/.test(pathname)) {
    return send(res, { status: 404, reason: 'not a push resource', headers: {} })
  }
  const endpoint = `${state.origin}${pathname}`
  const sub = state.subscriptions.get(endpoint)
  let answer: Answer
  if (req.method !== 'POST') {
    answer = { status: 405, reason: 'a push resource takes POST', headers: { allow: 'POST' } }
  } else if (!sub) {
    answer = { status: 404, reason: 'no subscription has this endpoint', headers: {} }
  } else {
    answer = answerDelivery(state, sub, { headers: req.headers, body, size, now })
  }
  recordRequest(state, { endpoint, status: answer.status, at: now, reason: answer.reason })
  if (answer.push) {
    recordPush(state, answer.push)
    notifyWaiters(state, answer.push)
  }
  send(res, answer)
}

import type { IncomingMessage, ServerResponse } from 'node:http'

/** One request in flight: what every handler receives. */
export interface Exchange {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  method: string
  /** The stand-in's own origin, for absolute `Link` and `html_url`s. */
  baseUrl: string
}

const maxBody = 1024 * 1024

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > maxBody) throw new Error('request body too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Canvas's OAuth endpoints take a form or JSON body; both become strings by name. */
export async function readParams(req: IncomingMessage): Promise<Map<string, string>> {
  const body = await readBody(req)
  const type = req.headers['content-type'] ?? ''
  if (type.includes('application/json')) {
    const parsed: unknown = body ? JSON.parse(body) : {}
    const params = new Map<string, string>()
    if (typeof parsed !== 'object' || parsed === null) return params
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value))
    }
    return params
  }
  return new Map(new URLSearchParams(body))
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
  res.end(body)
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location })
  res.end()
}

/** Canvas's generic error body: `{"errors":[{"message":…}]}`. */
export function canvasErrors(message: string): { errors: Array<{ message: string }> } {
  return { errors: [{ message }] }
}

/**
 * Canvas's 401 for a bad token: `WWW-Authenticate` set, which is how a client tells
 * "the grant is gone" from "not allowed" (docs "OAuth2": Storing Tokens).
 */
export function sendBearerError(
  res: ServerResponse,
  message: 'Invalid access token.' | 'Expired access token.',
): void {
  sendJson(res, 401, canvasErrors(message), {
    'www-authenticate': 'Bearer realm="canvas-lms"',
    'x-request-cost': '0',
  })
}

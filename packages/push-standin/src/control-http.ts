/**
 * The control API over HTTP, for a stand-in in another process (the CLI's): `POST
 * /__standin/<method>` with the arguments as a JSON array answers `{result}`, or 400
 * `{error}`. Not part of any push protocol.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PushStandin } from './types.ts'

export const controlPrefix = '/__standin/'

function text(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new RangeError(`${name} must be a string`)
  return value
}

const optionalText = (value: unknown, name: string): string | undefined =>
  value === undefined || value === null ? undefined : text(value, name)

function optionalNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number') throw new RangeError(`${name} must be a number`)
  return value
}

function expiry(value: unknown): 404 | 410 | undefined {
  if (value === undefined || value === null || value === 404 || value === 410) {
    return value ?? undefined
  }
  throw new RangeError('status must be 404 or 410')
}

type Call = (standin: PushStandin, args: unknown[]) => unknown

const calls = new Map<string, Call>([
  [
    'subscribe',
    (standin, [options]) => {
      const key =
        typeof options === 'object' && options !== null && 'applicationServerKey' in options
          ? options.applicationServerKey
          : undefined
      return standin.subscribe({
        applicationServerKey: optionalText(key, 'applicationServerKey'),
      })
    },
  ],
  ['received', (standin, [endpoint]) => standin.received(optionalText(endpoint, 'endpoint'))],
  ['requests', (standin, [endpoint]) => standin.requests(optionalText(endpoint, 'endpoint'))],
  [
    'expire',
    (standin, [endpoint, status]) => standin.expire(text(endpoint, 'endpoint'), expiry(status)),
  ],
  [
    'failNext',
    (standin, [endpoint, status, count, retryAfterSeconds]) =>
      standin.failNext(
        text(endpoint, 'endpoint'),
        optionalNumber(status, 'status') ?? 0,
        optionalNumber(count, 'count'),
        optionalNumber(retryAfterSeconds, 'retryAfterSeconds'),
      ),
  ],
])

async function readArgs(req: IncomingMessage): Promise<unknown[]> {
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  const body = Buffer.concat(chunks).toString('utf8').trim()
  const args: unknown = body ? JSON.parse(body) : []
  if (!Array.isArray(args)) throw new RangeError('the body must be a JSON array of arguments')
  return args
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

export async function handleControl(
  standin: PushStandin,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const name = new URL(req.url ?? '/', standin.origin).pathname.slice(controlPrefix.length)
  const call = calls.get(name)
  if (!call || req.method !== 'POST') {
    return sendJson(res, 404, {
      error: `no control method ${name} (POST ${controlPrefix}<method>)`,
    })
  }
  try {
    sendJson(res, 200, { result: call(standin, await readArgs(req)) ?? null })
  } catch (error) {
    if (!(error instanceof RangeError || error instanceof SyntaxError)) throw error
    sendJson(res, 400, { error: error.message })
  }
}

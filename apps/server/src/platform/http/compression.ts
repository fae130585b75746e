import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyCompress from '@fastify/compress'

/** Below this an answer goes as it is: compressing it saves less than it costs (issue 19). */
export const COMPRESSION_THRESHOLD = 1024

/**
 * Compresses answers above the threshold for browsers that accept it (issue 19 item 1):
 * Brotli first, then gzip. Brotli at quality 4 compresses a JSON page in well under a
 * millisecond and still beats gzip's level 6 on size; the web app's files are compressed
 * once at build time instead (`preCompressed` in spa.ts), and already-encoded answers
 * (those files, the export ZIP's stored bytes) are left alone. Request bodies are never
 * inflated: no Quad client sends them compressed, and an encoded body fails to parse (400).
 * Registered before the routes and the static files, as the plugin requires.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
  })
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
const GZIP = { level: 6 }
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** `data` compressed as the plugin would (same settings). */
export const compress = (encoding: 'br' | 'gzip', data: string | Buffer): Promise<Buffer> =>
  encoding === 'br' ? brotli(data, BROTLI) : gzipped(data, GZIP)

/**
 * A text answer sent compressed as the plugin would (same encodings and settings), for the
 * answers of the not-found handler, which is no route and so not seen by the plugin: the
 * server-rendered pages (decision 075).
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding')
  const encoding = encodingFor(request, Buffer.byteLength(text))
  if (!encoding) return reply.send(text)
  return reply.header('content-encoding', encoding).send(await compress(encoding, text))
}

/** The encoding for an answer of `bytes` to `request`: none below the threshold. */
export function encodingFor(request: FastifyRequest, bytes: number): 'br' | 'gzip' | null {
  if (bytes < COMPRESSION_THRESHOLD) return null
  return chooseEncoding(request.headers['accept-encoding'] ?? '')
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): Brotli, then
 * gzip, each only if the client accepts it with a weight above zero (`br;q=0` refuses it; a
 * `*` stands for any encoding the header does not name).
 */
export function chooseEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  return weightOf('br') > 0 ? 'br' : weightOf('gzip') > 0 ? 'gzip' : null
}

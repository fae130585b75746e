import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { VersionedCache } from '../cache/versioned-cache.ts'
import { compress, encodingFor } from './compression.ts'

/**
 * An answer an instance keeps as bytes (a student's calendar, decision 077): its body,
 * an ETag, and each compressed copy made the first time a client asks for that encoding,
 * so a kept answer is never serialised or compressed twice.
 */
export interface KeptAnswer {
  body: Buffer
  etag: string
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
}

/**
 * `body` kept for `owner` (whose answer it is). The ETag hashes both: the browser's cache
 * is keyed by the address alone, so a student signing in on a device where another read
 * the same address must not get a 304 for the other's answer.
 */
export function keptAnswer(owner: string, body: string | Buffer): KeptAnswer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
  const hash = createHash('sha256').update(owner).update('\0').update(bytes)
  return { body: bytes, etag: `"${hash.digest('base64url').slice(0, 27)}"`, encoded: {} }
}

/**
 * The answer `cache` keeps under `key` at `version`, or one made from `body()` and kept:
 * the calendar's per student, the attendance report's per school and term. `version` is
 * read by the caller before `body()` reads its rows.
 */
export async function keptOrMade(
  cache: VersionedCache<string, KeptAnswer>,
  key: string,
  version: string,
  body: () => Promise<string | Buffer>,
): Promise<KeptAnswer> {
  const kept = cache.get(key, version)
  if (kept) return kept
  const made = keptAnswer(key, await body())
  cache.set(key, version, made)
  return made
}

/** Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2, weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/**
 * Sends a kept JSON answer: a bodiless 304 when the client holds it already, else its
 * bytes in the best encoding the client accepts. `private, no-cache`: the browser keeps it
 * and asks each time, so an unchanged month costs a 304.
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswer,
): Promise<FastifyReply> {
  reply
    .header('etag', kept.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  const encoding = encodingFor(request, kept.body.length)
  if (!encoding) return reply.send(kept.body)
  kept.encoded[encoding] ??= await compress(encoding, kept.body)
  return reply.header('content-encoding', encoding).send(kept.encoded[encoding])
}

import * as z from 'zod/mini'

/** Spec 9: page 1 by default, page size 20; range = (page-1)*size, limit = page*size. */
export const DEFAULT_PAGE_SIZE = 20

export function pageToRange(page = 1, size = DEFAULT_PAGE_SIZE): { range: number; limit: number } {
  const safePage = Math.max(1, Math.floor(page))
  return { range: (safePage - 1) * size, limit: safePage * size }
}

/**
 * Spec 7's length-aware listing pages by zero-based `pageOffset` and `pageSize` (an adapter
 * at the route edge, decision 025): the two query fields, at most `max` a page.
 */
export function pageOffsetFields(max: number) {
  return {
    /** Zero-based page number. */
    pageOffset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)),
      DEFAULT_PAGE_SIZE,
    ),
  }
}

/**
 * The one paging contract (decision 025): a page of items and the cursor of the next
 * page, null at the end. Pass `nextCursor` back as `cursor` to read on.
 */
export function Page<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null at the end. */
    nextCursor: z.nullable(z.string()),
  })
}
export interface PageOf<T> {
  items: T[]
  nextCursor: string | null
}

/** Longest cursor a client may send (a few keyset values, base64url). */
export const CURSOR_MAX = 200
/** A cursor as a client sends it: opaque, from a previous page's `nextCursor`. */
export const Cursor = z.string().check(z.minLength(1), z.maxLength(CURSOR_MAX))

/** One keyset value: a timestamp or text key, or a numeric id. */
export type CursorValue = string | number

/** The cursor of the page after a row with these keyset values: base64url of their JSON. */
export function encodeCursor(values: readonly CursorValue[]): string {
  const bytes = encodeURIComponent(JSON.stringify(values)).replace(/%([0-9A-F]{2})/g, (_, hex) =>
    String.fromCharCode(parseInt(hex as string, 16)),
  )
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes.charCodeAt(i) << 16) | (bytes.charCodeAt(i + 1) << 8) | bytes.charCodeAt(i + 2)
    const chars = Math.min(4, bytes.length - i + 1)
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63]
  }
  return out
}

/**
 * The keyset values a cursor holds, or null when it is not one this contract gives
 * (not base64url, not JSON, not `size` strings and whole numbers): the server answers
 * 400 naming `cursor`.
 */
export function decodeCursor(cursor: string, size: number): CursorValue[] | null {
  if (cursor.length > CURSOR_MAX || !/^[\w-]+$/.test(cursor) || cursor.length % 4 === 1) return null
  let bytes = ''
  for (let i = 0; i < cursor.length; i += 4) {
    let n = 0
    for (let k = 0; k < 4; k++) n = (n << 6) | BASE64URL.indexOf(cursor[i + k] ?? 'A')
    const chars = Math.min(3, cursor.length - i - 1)
    for (let k = 0; k < chars; k++) bytes += String.fromCharCode((n >> (16 - 8 * k)) & 255)
  }
  let values: unknown
  try {
    const escaped = bytes.replace(
      /[^]/g,
      (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    )
    values = JSON.parse(decodeURIComponent(escaped))
  } catch {
    return null
  }
  if (!Array.isArray(values) || values.length !== size) return null
  const ok = values.every(
    (v) => typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v)),
  )
  return ok ? (values as CursorValue[]) : null
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

import * as z from 'zod/mini'
import { Cursor } from './paging.ts'

/*
 * Unified search (issue 36 item 1): the top bar's one box finds people, clubs, events,
 * posts, comments and the student's own chat messages, each kind answered by the feature
 * that owns it with the visibility rules it uses everywhere else.
 */

/** The kinds, in the order the answer groups them. */
export const SEARCH_KINDS = ['people', 'clubs', 'events', 'posts', 'comments', 'messages'] as const
export const SearchKind = z.enum(SEARCH_KINDS)
export type SearchKind = z.infer<typeof SearchKind>

/** A search shorter than this finds nothing worth showing (one letter matches everyone). */
export const SEARCH_TEXT_MIN = 2
export const SEARCH_TEXT_MAX = 100
/** Hits per kind in the grouped answer (the box's list); "See all" pages through the rest. */
export const SEARCH_GROUP_SIZE = 4
/** Hits per page of one kind ("See all"; spec 9: page size 20). */
export const SEARCH_PAGE_SIZE = 20
/** Recent searches a device keeps per student. */
export const RECENT_SEARCHES_MAX = 8

/** What the student typed: trimmed, 2–100 characters (the schema both sides use). */
export const SearchText = z
  .string()
  .check(
    z.trim(),
    z.minLength(SEARCH_TEXT_MIN, `at least ${String(SEARCH_TEXT_MIN)} characters`),
    z.maxLength(SEARCH_TEXT_MAX, `at most ${String(SEARCH_TEXT_MAX)} characters`),
  )

/** `GET /api/v1/search`: every kind's first hits, or one kind's page (`kind`, `cursor`). */
export const SearchQuery = z.object({
  q: SearchText,
  kind: z.optional(SearchKind),
  cursor: z.optional(Cursor),
})
export type SearchQuery = z.infer<typeof SearchQuery>

/** Where a hit lives: a comment's post, a message's conversation, an event's or post's club. */
export const SearchContext = z.object({ id: z.string(), name: z.string() })
export type SearchContext = z.infer<typeof SearchContext>

/**
 * One thing found. `id` is the thing's public id (a person's or club's uid, an event's or
 * post's id, a message's number as text); the web builds its link from `kind`, `id` and
 * `context`. `snippet` is plain text around the first place the search matched.
 */
export const SearchHit = z.object({
  kind: SearchKind,
  id: z.string(),
  title: z.string(),
  detail: z.nullable(z.string()),
  snippet: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  at: z.nullable(z.string()),
  context: z.nullable(SearchContext),
})
export type SearchHit = z.infer<typeof SearchHit>

/** One kind's hits; `nextCursor` reads on (null: no more). */
export const SearchGroup = z.object({
  kind: SearchKind,
  items: z.array(SearchHit),
  nextCursor: z.nullable(z.string()),
})
export type SearchGroup = z.infer<typeof SearchGroup>

/** The answer: the kinds that found something, in `SEARCH_KINDS` order. */
export const SearchAnswer = z.object({ q: z.string(), groups: z.array(SearchGroup) })
export type SearchAnswer = z.infer<typeof SearchAnswer>

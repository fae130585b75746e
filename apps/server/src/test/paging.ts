import { expect } from 'vitest'
import type { BearerClient } from './chat-fixtures.ts'

/**
 * Times with ties, for a keyset list to page through: the same instant three times, twice
 * another instant, and two instants within one millisecond (PostgreSQL keeps microseconds).
 */
export const TIED_TIMES = [
  '2026-03-01T12:00:00.500Z',
  '2026-03-01T12:00:00.123456Z',
  '2026-03-01T12:00:00.1234Z',
  '2026-03-01T12:00:00.1234Z',
  '2026-03-01T11:00:00Z',
  '2026-03-01T11:00:00Z',
  '2026-03-01T11:00:00Z',
]

/** Ids newest first by their (ISO, microsecond) times, the higher id first among ties. */
export function newestFirst(ids: number[], times: string[]): number[] {
  const micros = (at: string) => at.replace('Z', '').padEnd(26, '0')
  return ids
    .map((id, i) => ({ id, at: micros(times[i] as string) }))
    .sort((x, y) => (x.at === y.at ? y.id - x.id : x.at < y.at ? 1 : -1))
    .map((row) => row.id)
}

/** Follows `nextCursor` from the first page to the end; every page must answer 200. */
export async function readAllPages<
  Page extends { items: { id: number }[]; nextCursor: string | null },
>(
  client: BearerClient,
  url: string,
  parse: (body: unknown) => Page,
): Promise<{ ids: number[]; pages: Page[] }> {
  const ids: number[] = []
  const pages: Page[] = []
  let cursor: string | null = null
  do {
    const response = await client.get(cursor ? `${url}&cursor=${cursor}` : url)
    expect(response.statusCode).toBe(200)
    const page: Page = parse(response.json())
    pages.push(page)
    ids.push(...page.items.map((item) => item.id))
    cursor = page.nextCursor
  } while (cursor)
  return { ids, pages }
}

import type { Exchange } from './http-util.ts'

/** Canvas's defaults (docs "Pagination"): 10 a page; the stand-in caps `per_page` at 100. */
const defaultPerPage = 10
const maxPerPage = 100

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback
}

function pageUrl(ex: Exchange, page: number, perPage: number): string {
  const url = new URL(ex.url.pathname + ex.url.search, ex.baseUrl)
  url.searchParams.delete('access_token')
  url.searchParams.set('page', String(page))
  url.searchParams.set('per_page', String(perPage))
  return url.toString()
}

/**
 * One page of `items` and its `Link` header: absolute URLs with `rel` current, next
 * (when there is more), prev (after the first), first and last. Clients must treat
 * them as opaque and follow `next`.
 */
export function paginate<T>(ex: Exchange, items: T[]): { page: T[]; link: string } {
  const perPage = Math.min(
    positiveInt(ex.url.searchParams.get('per_page'), defaultPerPage),
    maxPerPage,
  )
  const lastPage = Math.max(1, Math.ceil(items.length / perPage))
  const page = positiveInt(ex.url.searchParams.get('page'), 1)
  const links: Array<[string, number]> = [['current', page]]
  if (page < lastPage) links.push(['next', page + 1])
  if (page > 1) links.push(['prev', Math.min(page - 1, lastPage)])
  links.push(['first', 1], ['last', lastPage])
  const link = links.map(([rel, n]) => `<${pageUrl(ex, n, perPage)}>; rel="${rel}"`).join(',')
  return { page: items.slice((page - 1) * perPage, page * perPage), link }
}

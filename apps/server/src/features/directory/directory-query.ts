import { z } from 'zod'
import { AccountType, ConnectionFilter, DEFAULT_PAGE_SIZE, DirectoryOrder } from '@quad/shared'
import { CONTAINS_FACET_NAMES, type ContainsFacet } from './listing-definitions.ts'

/**
 * Issue 4 "Abuse": one query may page this deep, and no further; to see more a
 * student refines the search. With the per-user rate limit this bounds scraping.
 */
export const MAX_DEPTH = 500
export const MAX_PAGE = 100

const int = z.coerce.number().int()
const tagList = z.string().max(500).optional()
const containsLogic = z.enum(['OR', 'AND']).optional()
const notContains = z.enum(['true', 'false']).optional()
/** Spec 5: each contains-logic filter sends tagList, ContainsLogic and NotContainsLogic. */
const tagParams = {
  'languages.tagList': tagList,
  'languages.ContainsLogic': containsLogic,
  'languages.NotContainsLogic': notContains,
  'interests.tagList': tagList,
  'interests.ContainsLogic': containsLogic,
  'interests.NotContainsLogic': notContains,
  'industries.tagList': tagList,
  'industries.ContainsLogic': containsLogic,
  'industries.NotContainsLogic': notContains,
  'sports.tagList': tagList,
  'sports.ContainsLogic': containsLogic,
  'sports.NotContainsLogic': notContains,
  'lookingFor.tagList': tagList,
  'lookingFor.ContainsLogic': containsLogic,
  'lookingFor.NotContainsLogic': notContains,
} satisfies Record<
  `${ContainsFacet}.${'tagList' | 'ContainsLogic' | 'NotContainsLogic'}`,
  z.ZodType
>

/** The directory's query string (spec 7, 9; api.md), shared by every list call. */
export const DirectoryQuerystring = z
  .object({
    range: int.min(0).max(MAX_DEPTH).default(0),
    limit: int.min(1).optional(),
    order1: z.enum(DirectoryOrder.options).optional(),
    order: z.enum(DirectoryOrder.options).optional(),
    search: z.string().trim().max(100).optional(),
    accountType: z.enum(AccountType.options).optional(),
    yearOfGraduation: int.min(1900).max(2200).optional(),
    connection: z.enum(ConnectionFilter.options).optional(),
    facets: z.enum(['0', '1']).optional(),
    ...tagParams,
  })
  .refine((q) => (q.limit ?? q.range + DEFAULT_PAGE_SIZE) > q.range, {
    path: ['limit'],
    message: 'must be greater than range',
  })
  .refine((q) => (q.limit ?? q.range + DEFAULT_PAGE_SIZE) - q.range <= MAX_PAGE, {
    path: ['limit'],
    message: `may ask for at most ${MAX_PAGE} people at once`,
  })
export type DirectoryQuerystring = z.infer<typeof DirectoryQuerystring>

export interface TagFilter {
  facet: ContainsFacet
  tags: string[]
  all: boolean
  exclude: boolean
}

/** What the service searches for, free of wire details. */
export interface DirectorySearch {
  offset: number
  count: number
  order: z.infer<typeof DirectoryOrder>
  text: string | null
  accountType: z.infer<typeof AccountType> | null
  year: number | null
  connection: z.infer<typeof ConnectionFilter>
  tags: TagFilter[]
  withFacets: boolean
}

export function toDirectorySearch(q: DirectoryQuerystring): DirectorySearch {
  const params: Record<string, string | number | undefined> = q
  const text = q.search ? q.search.toLowerCase() : null
  const tags: TagFilter[] = []
  for (const facet of CONTAINS_FACET_NAMES) {
    const list = params[`${facet}.tagList`]
    if (typeof list !== 'string') continue
    const values = list
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t.length > 0)
      .slice(0, 20)
    if (values.length === 0) continue
    tags.push({
      facet,
      tags: values,
      all: params[`${facet}.ContainsLogic`] === 'AND',
      exclude: params[`${facet}.NotContainsLogic`] === 'true',
    })
  }
  return {
    offset: q.range,
    count: (q.limit ?? q.range + DEFAULT_PAGE_SIZE) - q.range,
    order: q.order1 ?? q.order ?? (text ? 'relevance' : 'lastName'),
    text,
    accountType: q.accountType ?? null,
    year: q.yearOfGraduation ?? null,
    connection: q.connection ?? 'all',
    tags,
    withFacets: q.facets === '1',
  }
}

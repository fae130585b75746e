import * as z from 'zod/mini'
import { AccountType } from './auth.ts'

/** One person in a directory list: what a card shows, nothing private. */
export const PersonSummary = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.nullable(z.string()),
  genderPronoun: z.nullable(z.string()),
  accountType: AccountType,
  yearOfGraduation: z.nullable(z.number()),
  visitableProfile: z.boolean(),
  connectionStatus: z.number(),
})
export type PersonSummary = z.infer<typeof PersonSummary>

/** A facet value and how many people in the current result have it. */
export const FacetCount = z.object({ value: z.string(), count: z.number() })
export const Facets = z.record(z.string(), z.array(FacetCount))
export type Facets = z.infer<typeof Facets>

/** Spec 3 "Directory list result" / spec 7 mobile_people: the first list item has people. */
export const MobilePeopleResponse = z.array(
  z.object({ people: z.array(PersonSummary), total: z.number(), facets: z.optional(Facets) }),
)
export type MobilePeopleResponse = z.infer<typeof MobilePeopleResponse>

/** Spec 7 user_all: total and items. */
export const UserAllResponse = z.object({ total: z.number(), items: z.array(PersonSummary) })

export const ConnectionFilter = z.enum(['all', 'connected', 'incoming', 'pending'])
export type ConnectionFilter = z.infer<typeof ConnectionFilter>

/** The directory's orderings (api.md): a leading `-` means descending. */
export const DIRECTORY_ORDERS = ['lastName', 'firstName', 'yearOfGraduation', 'recent'] as const
export const DirectoryOrder = z.enum([
  'lastName',
  '-lastName',
  'firstName',
  '-firstName',
  'yearOfGraduation',
  '-yearOfGraduation',
  'recent',
  '-recent',
  'relevance',
])
export type DirectoryOrder = z.infer<typeof DirectoryOrder>

/**
 * A filter definition (listing_filters). `menu` lists send the selected value;
 * `contains` lists send tagList (comma-joined), ContainsLogic (OR by default) and
 * NotContainsLogic (spec 5).
 */
export const ListingFilter = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'menu', 'contains']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
})
export type ListingFilter = z.infer<typeof ListingFilter>

export const ListingFiltersResponse = z.object({ filters: z.array(ListingFilter) })

/** Spec 3 "Listing config": filters, layout, ordering (options, defaultOrder). */
export const ListingConfigResponse = z.object({
  filters: z.array(ListingFilter),
  layout: z.object({ view: z.enum(['grid', 'list']), pageSize: z.number() }),
  ordering: z.object({
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    defaultOrder: z.string(),
  }),
})
export type ListingConfigResponse = z.infer<typeof ListingConfigResponse>

/** Spec 7 legacy v17 list: a field-name list, then rows of p0..pN; row 0's counter is the total. */
export const LegacyPeopleResponse = z.object({
  fields: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
})

import type { ListingConfigResponse, ListingFilter, PrivateField } from '@quad/shared'
import { gridListing } from './extension-points.ts'
import { INDUSTRIES, INTERESTS, LANGUAGES, LOOKING_FOR, SPORTS } from '../profiles/index.ts'

/** The profile facets a directory can filter by, with the column and privacy field behind each. */
export const CONTAINS_FACETS = {
  languages: { column: 'languages', field: 'languages', label: 'Languages', options: LANGUAGES },
  interests: { column: 'interests', field: 'interests', label: 'Interests', options: INTERESTS },
  industries: {
    column: 'industries',
    field: 'industries',
    label: 'Career interests',
    options: INDUSTRIES,
  },
  sports: { column: 'sports', field: 'sports', label: 'Sports', options: SPORTS },
  lookingFor: {
    column: 'looking_for',
    field: 'lookingFor',
    label: 'Looking for',
    options: LOOKING_FOR,
  },
} as const satisfies Record<
  string,
  { column: string; field: PrivateField; label: string; options: readonly string[] }
>

export type ContainsFacet = keyof typeof CONTAINS_FACETS
export const CONTAINS_FACET_NAMES = Object.keys(CONTAINS_FACETS) as ContainsFacet[]

const option = (value: string) => ({ value, label: value })

const CONNECTION_FILTER: ListingFilter = {
  name: 'connection',
  label: 'Connections',
  kind: 'menu',
  options: [
    { value: 'all', label: 'Everyone' },
    { value: 'connected', label: 'My connections' },
    { value: 'incoming', label: 'Requests received' },
    { value: 'pending', label: 'Requests sent' },
  ],
}

/**
 * listing_filters?type=directory (api.md): the filters the directory offers. A school
 * with connect off (spec 3 School config) has no connections to filter by.
 */
export function directoryFilters(years: readonly number[], connect: boolean): ListingFilter[] {
  return [
    { name: 'search', label: 'Search', kind: 'text', options: [] },
    {
      name: 'accountType',
      label: 'Account type',
      kind: 'menu',
      options: [
        { value: 'student', label: 'Student' },
        { value: 'alumni', label: 'Alumni' },
        { value: 'faculty', label: 'Faculty' },
        { value: 'staff', label: 'Staff' },
      ],
    },
    {
      name: 'yearOfGraduation',
      label: 'Class of',
      kind: 'menu',
      options: years.map((y) => option(String(y))),
    },
    ...(connect ? [CONNECTION_FILTER] : []),
    ...CONTAINS_FACET_NAMES.map((name) => ({
      name,
      label: CONTAINS_FACETS[name].label,
      kind: 'contains' as const,
      options: CONTAINS_FACETS[name].options.map(option),
    })),
  ]
}

export function directoryConfig(years: readonly number[], connect: boolean): ListingConfigResponse {
  return gridListing(
    directoryFilters(years, connect),
    [
      { value: 'relevance', label: 'Best match' },
      { value: 'lastName', label: 'Last name (A–Z)' },
      { value: '-lastName', label: 'Last name (Z–A)' },
      { value: 'firstName', label: 'First name (A–Z)' },
      { value: 'yearOfGraduation', label: 'Class year (earliest)' },
      { value: '-yearOfGraduation', label: 'Class year (latest)' },
      { value: '-recent', label: 'Newest members' },
    ],
    'lastName',
  )
}

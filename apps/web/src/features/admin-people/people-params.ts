import { AccountType, PersonStatus, SchoolRole } from '@quad/shared'
import type { PeopleFilter } from './api.ts'

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  options.includes(value as T) ? (value as T) : ''

/** The page's filters from its address (`?q=&role=&type=&status=`); anything unknown is dropped. */
export function peopleFilterOf(params: URLSearchParams): PeopleFilter {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(SchoolRole.options, params.get('role')),
    type: oneOf(AccountType.options, params.get('type')),
    status: oneOf(PersonStatus.options, params.get('status')),
  }
}

/** One filter changed in the address; an empty value removes it. */
export function withFilter(params: URLSearchParams, key: keyof PeopleFilter, value: string) {
  if (value) params.set(key, value)
  else params.delete(key)
  return params
}

import { useMatches } from 'react-router'
import { useSchool } from '../../lib/school/school.ts'
import type { RouteHandle } from '../routes/route-handle.ts'

const handleOf = (handle: unknown): RouteHandle =>
  typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {}

/**
 * The open route's section when the school has switched it off (issue 14), else null.
 * Read from the live school query, so an admin's switch takes effect without a reload.
 */
export function useSectionOff(): RouteHandle | null {
  const school = useSchool()
  const handle = useMatches()
    .map((match) => handleOf(match.handle))
    .findLast((candidate) => candidate.section !== undefined)
  if (!handle?.section) return null
  return school.sections[handle.section] ? null : handle
}

import { UserProfileResponse, type UserProfile } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '../../lib/http/http.ts'
import { sanitizeBio, type SanitizedBio } from './sanitize-bio.ts'

/** A profile ready to show: the bio already sanitised, so it never flashes unsafe or late. */
export interface ProfileData {
  profile: UserProfile
  bio: SanitizedBio | null
}

async function fetchProfile(uid: string | null, signal: AbortSignal): Promise<ProfileData | null> {
  const search = new URLSearchParams({ view: 'full' })
  if (uid) search.set('uid', uid)
  const { data } = await requestJson(
    `/mobile_ws/v18/user_profile?${search.toString()}`,
    UserProfileResponse,
    { signal },
  )
  // Spec 5/8: an empty result is "not found" (also when the viewer may not see it).
  if (!data) return null
  return { profile: data, bio: data.bio ? await sanitizeBio(data.bio) : null }
}

/** Spec 7 user profile call; without a uid, the signed-in user (spec 2). */
export function profileQuery(uid: string | null) {
  return queryOptions({
    queryKey: ['profile', uid ?? 'me'],
    queryFn: ({ signal }) => fetchProfile(uid, signal),
  })
}

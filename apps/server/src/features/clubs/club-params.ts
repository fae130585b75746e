import { z } from 'zod'
import { CLUB_ID_PATTERN } from '@quad/shared'

/** A club named by its public id in a route's path. */
export const ClubParams = z.object({
  id: z.string().regex(CLUB_ID_PATTERN, 'a club id: lower-case letters and digits'),
})

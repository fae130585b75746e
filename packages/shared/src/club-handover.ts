import * as z from 'zod/mini'

/**
 * An officer hand-over (issue 37 item 6): at a term's end the officers name who takes
 * over, and those appointed are officers at once; the officers stepping down keep their
 * access until `endsAt`, then are members again. The club's role history
 * (`club_role_terms`) keeps both periods.
 */

/** Most people named on either side of one hand-over. */
export const CLUB_HANDOVER_PEOPLE_MAX = 20
/** Furthest ahead the outgoing officers' access may end, in days. */
export const CLUB_HANDOVER_DAYS_MAX = 366

const MemberUid = z.string().check(z.minLength(1), z.maxLength(64))

/** `PUT /api/v1/clubs/{id}/handover`. */
export const ClubHandoverBody = z.object({
  /** Members who become officers now (at least one: a club always has an officer). */
  incoming: z.array(MemberUid).check(z.minLength(1), z.maxLength(CLUB_HANDOVER_PEOPLE_MAX)),
  /** Officers who step down at `endsAt` (none: a hand-over that only adds officers). */
  outgoing: z.array(MemberUid).check(z.maxLength(CLUB_HANDOVER_PEOPLE_MAX)),
  /** When the outgoing officers' access ends; a moment past means now. */
  endsAt: z.iso.datetime({ offset: true }),
})
export type ClubHandoverBody = z.infer<typeof ClubHandoverBody>

export const ClubHandoverPerson = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export type ClubHandoverPerson = z.infer<typeof ClubHandoverPerson>

/** The hand-over still to come: who steps down, and when. */
export const ClubHandover = z.object({
  outgoing: z.array(ClubHandoverPerson),
  endsAt: z.string(),
})
export type ClubHandover = z.infer<typeof ClubHandover>

/** `GET` and `PUT /api/v1/clubs/{id}/handover`: null when none is waiting. */
export const ClubHandoverAnswer = z.object({ handover: z.nullable(ClubHandover) })
export type ClubHandoverAnswer = z.infer<typeof ClubHandoverAnswer>

import * as z from 'zod/mini'
import { ChatPerson } from './chat.ts'
import { Club, CLUB_SEARCH_MAX, ClubInfoItem, ClubStatus } from './clubs.ts'
import { Cursor, Page } from './paging.ts'

/**
 * Clubs administration (issue 14 item 3, decision 030): what a school admin, a club's
 * officers and a student asking for a club send. One schema checks the web form and
 * the server body.
 */

export const CLUB_NAME_MAX = 100
export const CLUB_DESCRIPTION_MAX = 2000
export const CLUB_CATEGORY_MAX = 64
export const CLUB_TAG_MAX = 40
export const CLUB_TAGS_MAX = 10
export const CLUB_INFO_ITEMS_MAX = 20
/** Decision 030: a student may wait on this many requested clubs at once. */
export const CLUB_PENDING_REQUESTS_MAX = 3

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max))

export const ClubName = required(CLUB_NAME_MAX)
export const ClubDescription = z.string().check(z.trim(), z.maxLength(CLUB_DESCRIPTION_MAX))
export const ClubCategory = required(CLUB_CATEGORY_MAX)
export const ClubTags = z
  .array(required(CLUB_TAG_MAX))
  .check(z.maxLength(CLUB_TAGS_MAX, `at most ${String(CLUB_TAGS_MAX)} tags`))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i

/**
 * Spec 3 "Club about response": a DATE answer is an ISO date, a URL answer a web
 * address (http or https only, so no `javascript:` link reaches the club page).
 */
export const ClubInfoInput = z
  .object({
    question: required(200),
    questionType: ClubInfoItem.shape.questionType,
    answer: required(1000),
  })
  .check(
    z.superRefine((item, check) => {
      if (item.questionType === 'DATE' && !ISO_DATE.test(item.answer)) {
        check.addIssue({ code: 'custom', path: ['answer'], message: 'must be a date (YYYY-MM-DD)' })
      }
      if (item.questionType === 'URL' && !WEB_ADDRESS.test(item.answer)) {
        check.addIssue({
          code: 'custom',
          path: ['answer'],
          message: 'must be a web address starting with https://',
        })
      }
    }),
  )
export type ClubInfoInput = z.infer<typeof ClubInfoInput>

/** `POST /api/v1/admin/clubs`: a club is never without an officer, so the first is required. */
export const CreateClubBody = z.object({
  name: ClubName,
  description: z._default(ClubDescription, ''),
  category: ClubCategory,
  tags: z._default(ClubTags, []),
  officerUid: z.string().check(z.minLength(1, 'choose the first officer'), z.maxLength(64)),
})
export type CreateClubBody = z.input<typeof CreateClubBody>

/** `POST /api/v1/clubs/requests`: a student asks for a club; it waits for a school admin. */
export const ClubRequestBody = z.object({
  name: ClubName,
  description: ClubDescription,
  category: ClubCategory,
})
export type ClubRequestBody = z.input<typeof ClubRequestBody>

/**
 * `PATCH /api/v1/clubs/{id}`: only the fields sent change. Officers may send the
 * about, additional info, tags and whether members may post in its discussion; name,
 * category and the listing flags are for school admins.
 */
export const UpdateClubBody = z.object({
  name: z.optional(ClubName),
  description: z.optional(ClubDescription),
  category: z.optional(ClubCategory),
  tags: z.optional(ClubTags),
  additionalInfo: z.optional(
    z.array(ClubInfoInput).check(z.maxLength(CLUB_INFO_ITEMS_MAX, 'at most 20 questions')),
  ),
  published: z.optional(z.boolean()),
  hidden: z.optional(z.boolean()),
  status: z.optional(ClubStatus),
  /** Issue 16: members may post in the club's discussion; officers and admins switch it. */
  discussionOpen: z.optional(z.boolean()),
})
export type UpdateClubBody = z.input<typeof UpdateClubBody>
/** What only a school admin may change (decision 030); officers edit the rest. */
export const ADMIN_ONLY_CLUB_FIELDS = ['name', 'category', 'published', 'hidden', 'status'] as const

/** `POST /api/v1/admin/clubs/{id}/approval`: approve or decline a requested club. */
export const ClubApprovalBody = z.object({
  approve: z.boolean(),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
})
export type ClubApprovalBody = z.input<typeof ClubApprovalBody>

/** `GET /api/v1/admin/clubs`: pending first, then by name; a status narrows it. */
export const AdminClubsQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(CLUB_SEARCH_MAX))),
  status: z.optional(ClubStatus),
  cursor: z.optional(Cursor),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
})
export type AdminClubsQuery = z.input<typeof AdminClubsQuery>

/** A club as the admin list shows it: the club and who asked for it. */
export const AdminClub = z.extend(Club, { requestedBy: z.nullable(ChatPerson) })
export type AdminClub = z.infer<typeof AdminClub>
export const AdminClubPage = Page(AdminClub)
export type AdminClubPage = z.infer<typeof AdminClubPage>

/** `GET /api/v1/clubs/categories`: the school's categories, by name. */
export const ClubCategories = z.object({ items: z.array(z.string()) })
export type ClubCategories = z.infer<typeof ClubCategories>

/** `POST /api/v1/admin/clubs/categories/rename`: every club of `from` moves to `to`. */
export const RenameCategoryBody = z.object({ from: ClubCategory, to: ClubCategory })
export type RenameCategoryBody = z.input<typeof RenameCategoryBody>

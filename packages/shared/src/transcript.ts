import * as z from 'zod/mini'
import { IsoDay as Day } from './admin-overview.ts'

/**
 * The co-curricular transcript (issue 36 item 2, decision 102): a record of involvement
 * composed from what Quad knows (memberships and officer roles, event check-ins, badges)
 * and entries the student adds that staff approve or return; categories and learning
 * outcomes the school defines; a PDF; verification links the student shares and revokes.
 */

export const TRANSCRIPT_TITLE_MAX = 120
export const TRANSCRIPT_TEXT_MAX = 2000
export const TRANSCRIPT_HOURS_MAX = 2000
export const TRANSCRIPT_NOTE_MAX = 500

const Name = z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(80))
const Uid = z.string().check(z.minLength(1), z.maxLength(64))

/** A category or learning outcome as the school's admin writes it. */
export const TranscriptTermInput = z.object({
  name: Name,
  description: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
})
export type TranscriptTermInput = z.input<typeof TranscriptTermInput>

export const TranscriptTerm = z.object({
  uid: z.string(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
})
export type TranscriptTerm = z.infer<typeof TranscriptTerm>

/** `GET /api/v1/transcript/settings`: the school's categories and learning outcomes. */
export const TranscriptSettings = z.object({
  categories: z.array(TranscriptTerm),
  outcomes: z.array(TranscriptTerm),
})
export type TranscriptSettings = z.infer<typeof TranscriptSettings>

/** An entry as the student writes it (volunteering, an award): the form and the server read it with this. */
export const TranscriptEntryInput = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(TRANSCRIPT_TITLE_MAX)),
    category: Uid,
    organization: z._default(z.string().check(z.trim(), z.maxLength(TRANSCRIPT_TITLE_MAX)), ''),
    hours: z.number().check(z.minimum(0), z.maximum(TRANSCRIPT_HOURS_MAX), z.multipleOf(0.25)),
    startDate: Day,
    endDate: z._default(z.nullable(Day), null),
    description: z._default(z.string().check(z.trim(), z.maxLength(TRANSCRIPT_TEXT_MAX)), ''),
    outcomes: z._default(z.array(Uid).check(z.maxLength(20)), []),
  })
  .check(
    z.refine((entry) => entry.endDate === null || entry.endDate >= entry.startDate, {
      message: 'is before the start date',
      path: ['endDate'],
    }),
  )
export type TranscriptEntryInput = z.input<typeof TranscriptEntryInput>

export const TRANSCRIPT_ENTRY_STATUSES = ['pending', 'approved', 'returned'] as const
export const TranscriptEntryStatus = z.enum(TRANSCRIPT_ENTRY_STATUSES)
export type TranscriptEntryStatus = z.infer<typeof TranscriptEntryStatus>

const Named = z.object({ uid: z.string(), name: z.string() })

export const TranscriptEntry = z.object({
  uid: z.string(),
  title: z.string(),
  category: Named,
  organization: z.string(),
  hours: z.number(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  description: z.string(),
  outcomes: z.array(Named),
  status: TranscriptEntryStatus,
  /** Staff's note when they returned it (or approved it with one). */
  reviewNote: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
})
export type TranscriptEntry = z.infer<typeof TranscriptEntry>

/**
 * A period in one role of a club, the officer role marked: the current one has no end
 * (`until` null); a club the student left, or a role they held before, keeps its dates.
 */
export const TranscriptMembership = z.object({
  club: Named,
  role: z.enum(['member', 'officer']),
  since: z.string(),
  until: z.nullable(z.string()),
})
export type TranscriptMembership = z.infer<typeof TranscriptMembership>

/** An event checked in to, with its hours from the event's duration. */
export const TranscriptEvent = z.object({
  uid: z.string(),
  title: z.string(),
  startsAt: z.string(),
  hours: z.number(),
  club: z.nullable(z.string()),
})
export type TranscriptEvent = z.infer<typeof TranscriptEvent>

export const TranscriptBadge = z.object({
  name: z.string(),
  description: z.string(),
  awardedAt: z.string(),
})
export type TranscriptBadge = z.infer<typeof TranscriptBadge>

/** What a transcript shows, by section; a share chooses some of them. */
export const TranscriptSectionChoice = z.object({
  memberships: z.boolean(),
  events: z.boolean(),
  badges: z.boolean(),
  /** Category uids whose approved entries are shown. */
  categories: z.array(Uid).check(z.maxLength(100)),
})
export type TranscriptSectionChoice = z.infer<typeof TranscriptSectionChoice>

/** The verified part of a transcript: what Quad knows plus the approved entries. */
export const TranscriptRecord = z.object({
  student: z.object({ name: z.string() }),
  school: z.object({ name: z.string(), colour: z.string() }),
  memberships: z.array(TranscriptMembership),
  events: z.array(TranscriptEvent),
  badges: z.array(TranscriptBadge),
  /** Approved entries by category, in the school's category order. */
  categories: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      hours: z.number(),
      entries: z.array(TranscriptEntry),
    }),
  ),
  hours: z.object({ events: z.number(), entries: z.number(), total: z.number() }),
})
export type TranscriptRecord = z.infer<typeof TranscriptRecord>

/** `GET /api/v1/me/transcript`: the record, and every entry of the student's with its status. */
export const MyTranscript = z.object({
  record: TranscriptRecord,
  entries: z.array(TranscriptEntry),
})
export type MyTranscript = z.infer<typeof MyTranscript>

/** `GET /api/v1/admin/transcript/entries`: the school's entries waiting for review. */
export const TranscriptReviewItem = z.object({
  entry: TranscriptEntry,
  student: z.object({ uid: z.string(), name: z.string() }),
})
export type TranscriptReviewItem = z.infer<typeof TranscriptReviewItem>
export const TranscriptReviewList = z.object({ items: z.array(TranscriptReviewItem) })
export type TranscriptReviewList = z.infer<typeof TranscriptReviewList>

/** Staff's answer: approve (a note optional) or return (a note required). */
export const TranscriptReviewInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    note: z._default(z.string().check(z.trim(), z.maxLength(TRANSCRIPT_NOTE_MAX)), ''),
  }),
  z.object({
    decision: z.literal('return'),
    note: z.string().check(z.trim(), z.minLength(1, 'is empty'), z.maxLength(TRANSCRIPT_NOTE_MAX)),
  }),
])
export type TranscriptReviewInput = z.input<typeof TranscriptReviewInput>

/** A verification link the student made. */
export const TranscriptShare = z.object({
  uid: z.string(),
  /** The path anyone opens, `/cct/verify/{token}`. */
  path: z.string(),
  sections: TranscriptSectionChoice,
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
})
export type TranscriptShare = z.infer<typeof TranscriptShare>
export const TranscriptShareList = z.object({ items: z.array(TranscriptShare) })
export type TranscriptShareList = z.infer<typeof TranscriptShareList>

export const TranscriptShareInput = z.object({ sections: TranscriptSectionChoice })
export type TranscriptShareInput = z.input<typeof TranscriptShareInput>

/** `GET /api/v1/transcript/verify?token=` (no sign-in): what the student chose, or that it was revoked. */
export const TranscriptVerification = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('verified'),
    issuedAt: z.string(),
    record: TranscriptRecord,
  }),
  z.object({ status: z.literal('revoked'), revokedAt: z.string() }),
])
export type TranscriptVerification = z.infer<typeof TranscriptVerification>

import * as z from 'zod/mini'
import { IsoDay } from './admin-overview.ts'

/*
 * The student-records feed (issue 17; api.md "Academic, schedule, finance"): the school's
 * SIS pushes batches to `PUT /api/v1/integrations/sis/{kind}` with a school API key
 * (`Authorization: Bearer <key>`). Each item is keyed by the school's own `externalId`
 * and names its student by `studentEmail`; a batch answers which items it accepted and
 * why each other was refused, so one bad row never loses the rest.
 */

export const SIS_KINDS = [
  'terms',
  'courses',
  'meetings',
  'enrollments',
  'balances',
  'holds',
] as const
export const SisKind = z.enum(SIS_KINDS)
export type SisKind = z.infer<typeof SisKind>

/** Items in one batch at most (a bigger feed sends several). */
export const SIS_BATCH_MAX = 1000

const ExternalId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))
const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const OptionalText = (max: number) => z.optional(z.nullable(Text(max)))
const StudentEmail = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email())

/** Wall-clock time `HH:MM` (24 h). */
export const ClockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24 h)'))
/** RFC 5545 weekday codes, Monday first (spec 9: the week starts on Monday). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export const Weekday = z.enum(WEEKDAYS)
export type Weekday = z.infer<typeof Weekday>

export const SisTerm = z.object({
  externalId: ExternalId,
  name: Text(120),
  startsOn: IsoDay,
  endsOn: IsoDay,
})
export type SisTerm = z.infer<typeof SisTerm>

/** A course's section in a term (what a student enrols in). */
export const SisCourse = z.object({
  externalId: ExternalId,
  /** The term's `externalId`. */
  term: ExternalId,
  courseCode: Text(40),
  title: Text(200),
  sectionCode: OptionalText(40),
  instructor: OptionalText(200),
  credits: OptionalText(20),
})
export type SisCourse = z.infer<typeof SisCourse>

export const SisMeeting = z.object({
  externalId: ExternalId,
  /** The section's (course item's) `externalId`. */
  section: ExternalId,
  days: z.array(Weekday).check(z.minLength(1), z.maxLength(7)),
  startTime: ClockTime,
  endTime: ClockTime,
  /** IANA zone of the wall clock, e.g. America/New_York. */
  timeZone: Text(64),
  startsOn: z.optional(z.nullable(IsoDay)),
  endsOn: z.optional(z.nullable(IsoDay)),
  location: OptionalText(200),
  kind: OptionalText(40),
})
export type SisMeeting = z.infer<typeof SisMeeting>

export const SisEnrollmentStatus = z.enum(['enrolled', 'waitlisted', 'dropped'])
export const SisEnrollment = z.object({
  externalId: ExternalId,
  studentEmail: StudentEmail,
  section: ExternalId,
  status: SisEnrollmentStatus,
})
export type SisEnrollment = z.infer<typeof SisEnrollment>

/** An amount in the currency's major unit (12.5 is $12.50); at most its minor digits. */
const Amount = z.number().check(z.minimum(-1e12), z.maximum(1e12))
export const SisLedgerLine = z.object({
  externalId: ExternalId,
  description: Text(200),
  amount: Amount,
  date: IsoDay,
})
export type SisLedgerLine = z.infer<typeof SisLedgerLine>

/** ISO 4217 currency code (USD, EUR, JPY). */
export const CurrencyCode = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD'))

export const SisBalance = z.object({
  externalId: ExternalId,
  studentEmail: StudentEmail,
  /** The term's `externalId`. */
  term: ExternalId,
  currency: CurrencyCode,
  balance: Amount,
  dueDate: z.optional(z.nullable(IsoDay)),
  charges: z.array(SisLedgerLine).check(z.maxLength(500)),
  payments: z.array(SisLedgerLine).check(z.maxLength(500)),
})
export type SisBalance = z.infer<typeof SisBalance>

/** What a hold stops the student doing. */
export const HoldBlock = z.enum([
  'registration',
  'enrollment_changes',
  'transcripts',
  'diploma',
  'grades',
  'housing',
])
export type HoldBlock = z.infer<typeof HoldBlock>

export const SisHold = z.object({
  externalId: ExternalId,
  studentEmail: StudentEmail,
  title: Text(120),
  reason: OptionalText(500),
  blocks: z.array(HoldBlock).check(z.maxLength(6)),
  howToClear: Text(1000),
  contact: OptionalText(200),
  placedOn: IsoDay,
  /** Set when the hold is lifted; a lifted hold is no longer shown. */
  resolvedOn: z.optional(z.nullable(IsoDay)),
})
export type SisHold = z.infer<typeof SisHold>

/** Each kind's item schema, by the path's `{kind}`. */
export const SIS_ITEM_SCHEMAS = {
  terms: SisTerm,
  courses: SisCourse,
  meetings: SisMeeting,
  enrollments: SisEnrollment,
  balances: SisBalance,
  holds: SisHold,
} as const

/** The batch: items are checked one by one (a bad item is an error row, not a 400). */
export const SisBatchBody = z.object({
  items: z.array(z.unknown()).check(z.minLength(1), z.maxLength(SIS_BATCH_MAX)),
})

export const SisItemError = z.object({
  index: z.number(),
  /** The item's field at fault, e.g. `studentEmail` or `charges.2.amount`. */
  field: z.string(),
  message: z.string(),
})
export type SisItemError = z.infer<typeof SisItemError>

/** `{accepted, errors}` (api.md), with what the accepted items changed. */
export const SisBatchAnswer = z.object({
  accepted: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.array(SisItemError),
})
export type SisBatchAnswer = z.infer<typeof SisBatchAnswer>

/** A school API key as admins see it: never the key itself, except once when made. */
export const SchoolApiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
})
export type SchoolApiKey = z.infer<typeof SchoolApiKey>
export const SchoolApiKeyList = z.object({ items: z.array(SchoolApiKey) })
export type SchoolApiKeyList = z.infer<typeof SchoolApiKeyList>

export const CreateApiKeyBody = z.object({ name: Text(80) })
/** Rotating: the old key keeps working this many hours (0: stops now). */
export const RotateApiKeyBody = z.object({
  graceHours: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(24 * 30)), 24),
})
/** The key, shown this once. */
export const CreatedApiKey = z.object({ id: z.string(), key: z.string(), apiKey: SchoolApiKey })
export type CreatedApiKey = z.infer<typeof CreatedApiKey>

/** `GET /api/v1/admin/integrations/sis/status`: "last synced" per kind. */
export const SisSourceStatus = z.object({
  kind: SisKind,
  lastSyncedAt: z.nullable(z.string()),
  lastFailedAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  itemsSeen: z.number(),
  itemsChanged: z.number(),
})
export const SisStatus = z.object({ sources: z.array(SisSourceStatus) })
export type SisStatus = z.infer<typeof SisStatus>

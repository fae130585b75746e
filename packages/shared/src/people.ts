import * as z from 'zod/mini'
import { AccountType, SchoolRole } from './auth.ts'
import { GrantedRole } from './moderation.ts'
import { Cursor, Page } from './paging.ts'

/**
 * The admin console's People page (issue 14 item 2, decision 028): the school's members
 * as school admins see them, what they may change, and the CSV import of students.
 */

export const PersonStatus = z.enum(['active', 'invited', 'suspended'])
export type PersonStatus = z.infer<typeof PersonStatus>

export const PEOPLE_PAGE_DEFAULT = 25
export const PEOPLE_PAGE_MAX = 100

/** `GET /api/v1/admin/people`: name/email search and filters, paged by cursor. */
export const PeopleQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(SchoolRole),
  type: z.optional(AccountType),
  status: z.optional(PersonStatus),
  cursor: z.optional(Cursor),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PEOPLE_PAGE_MAX)),
    PEOPLE_PAGE_DEFAULT,
  ),
})
export type PeopleQuery = z.infer<typeof PeopleQuery>

export const AdminPerson = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  photoUrl: z.nullable(z.string()),
  accountType: AccountType,
  /** Stored school roles; everyone is a student besides. */
  roles: z.array(GrantedRole),
  status: PersonStatus,
  suspendedUntil: z.nullable(z.string()),
  joinedAt: z.string(),
  /** The latest use of any of their sessions; null if they never signed in. */
  lastActiveAt: z.nullable(z.string()),
})
export type AdminPerson = z.infer<typeof AdminPerson>

export const AdminPeoplePage = Page(AdminPerson)
export type AdminPeoplePage = z.infer<typeof AdminPeoplePage>

export const PersonParams = z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })

/** `PATCH /api/v1/admin/people/{uid}`. */
export const PersonUpdateBody = z.object({ accountType: AccountType })
export type PersonUpdateBody = z.infer<typeof PersonUpdateBody>

export const SUSPENSION_NOTE_MAX = 1000
/** `PUT /api/v1/admin/people/{uid}/suspension`: whole days, a year at the most (issue 14). */
export const SuspensionBody = z.object({
  days: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365)),
  note: z.optional(z.string().check(z.trim(), z.maxLength(SUSPENSION_NOTE_MAX))),
})
export type SuspensionBody = z.infer<typeof SuspensionBody>

/* ---------------------------------------------------------------- CSV import */

/** The import's limits: a school's yearly intake fits; a runaway export does not. */
export const PEOPLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const PEOPLE_IMPORT_MAX_ROWS = 10_000
/** The columns of the file, in any order, named on its first line. */
export const PEOPLE_IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'account_type',
  'graduation_year',
] as const
export const GRADUATION_YEAR_MIN = 1900
export const GRADUATION_YEAR_MAX = 2100

/** One row of the file, as the import reads it (graduation_year may be left empty). */
export const ImportRow = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is missing'),
      z.maxLength(254),
      z.email('is not an email address'),
    ),
  first_name: z.string().check(z.trim(), z.minLength(1, 'is missing'), z.maxLength(100)),
  last_name: z.string().check(z.trim(), z.minLength(1, 'is missing'), z.maxLength(100)),
  account_type: z.enum(AccountType.options, 'is not student, alumni, faculty or staff'),
  graduation_year: z.nullable(
    z.coerce
      .number('is not a year')
      .check(
        z.int('is not a year'),
        z.minimum(GRADUATION_YEAR_MIN, `is before ${String(GRADUATION_YEAR_MIN)}`),
        z.maximum(GRADUATION_YEAR_MAX, `is after ${String(GRADUATION_YEAR_MAX)}`),
      ),
  ),
})
export type ImportRow = z.infer<typeof ImportRow>

/** A problem with one cell: its row (1 is the first row after the header) and column. */
export const ImportRowError = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
})
export type ImportRowError = z.infer<typeof ImportRowError>

export const ImportQuery = z.object({
  dryRun: z.optional(z.enum(['0', '1', 'true', 'false'])),
})

/** What importing the file would do (`?dryRun=1`), or did. */
export const ImportCounts = z.object({
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number(),
})
export type ImportCounts = z.infer<typeof ImportCounts>

export const IMPORT_PREVIEW_ROWS = 20
export const ImportPreview = z.object({
  ...ImportCounts.shape,
  /** At most `IMPORT_ERRORS_MAX` errors, in row order. */
  errors: z.array(ImportRowError),
  /** The first rows as read, for the preview table. */
  sample: z.array(
    z.object({
      row: z.number(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      accountType: z.string(),
      graduationYear: z.nullable(z.number()),
      action: z.enum(['create', 'update', 'unchanged', 'error']),
    }),
  ),
})
export type ImportPreview = z.infer<typeof ImportPreview>
export const IMPORT_ERRORS_MAX = 200

export const ImportStatus = z.enum(['queued', 'running', 'done', 'failed'])
export type ImportStatus = z.infer<typeof ImportStatus>

/** `GET /api/v1/admin/people/imports/{id}`: an import's progress. */
export const PeopleImport = z.object({
  id: z.string(),
  status: ImportStatus,
  ...ImportCounts.shape,
  done: z.number(),
  errors: z.array(ImportRowError),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
})
export type PeopleImport = z.infer<typeof PeopleImport>

export const ImportParams = z.object({ id: z.string().check(z.regex(/^\d{1,18}$/, 'not an id')) })

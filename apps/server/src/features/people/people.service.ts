import { type SQL, and, eq, ilike, ne, or, sql } from 'drizzle-orm'
import type {
  AccountType,
  AdminPeoplePage,
  AdminPerson,
  GrantedRole,
  PeopleQuery,
  PersonStatus,
} from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { userRoles } from '../../platform/db/policies-schema.ts'
import { sessions, users } from '../../platform/db/schema.ts'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import { notFound } from '../../platform/errors.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

// Drizzle leaves a select's columns unqualified, which inside a subquery would name the
// subquery's own table: these correlations spell the outer row out.
const userId = sql.raw('"users"."id"')
const userSchool = sql.raw('"users"."school_id"')
const roles = sql<GrantedRole[]>`coalesce((
  SELECT array_agg(r.role ORDER BY r.role) FROM ${userRoles} r
  WHERE r.user_id = ${userId} AND r.school_id = ${userSchool}), '{}')`
// Sessions end (logout, 7 idle days) and take their last use with them: the latest day of
// activity (decision 033) still says when someone was last here.
const lastActive = sql<Date | string | null>`greatest(
  (SELECT max(s.last_used_at) FROM ${sessions} s WHERE s.user_id = ${userId}),
  (SELECT max(a.day)::timestamptz FROM ${dailyActivity} a WHERE a.user_id = ${userId}))`
const suspended = sql`${users.suspendedUntil} > now()`

/** What a row of the list reads. */
const personColumns = {
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  photoUrl: shownPhotoUrl,
  accountType: users.accountType,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
  roles,
  lastActive,
}

/** The status filter as a condition (suspension wins over invited: it is what blocks sign-in). */
function statusIs(status: PersonStatus): SQL | undefined {
  if (status === 'suspended') return suspended
  const notSuspended = sql`(${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} <= now())`
  return and(eq(users.status, status), notSuspended)
}

/** "Has role": stored roles, and `student` for the members who hold none (decision 024). */
function roleIs(role: string): SQL {
  const holders = sql`SELECT 1 FROM ${userRoles} r WHERE r.user_id = ${userId} AND r.school_id = ${userSchool}`
  return role === 'student'
    ? sql`NOT EXISTS (${holders})`
    : sql`EXISTS (${holders} AND r.role = ${role})`
}

/** A school's members as its admins see them (issue 14 item 2), by name, by cursor. */
export async function listPeople(
  db: DbOrTx,
  school: School,
  query: PeopleQuery,
): Promise<AdminPeoplePage> {
  const q = query.q?.trim()
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const where = [
    eq(users.schoolId, school.id),
    // A deleted account (issue 18) is no longer one of the school's people.
    ne(users.status, 'deleted'),
    pattern
      ? or(ilike(users.searchName, pattern.toLowerCase()), ilike(users.email, pattern))
      : undefined,
    query.type ? eq(users.accountType, query.type) : undefined,
    query.status ? statusIs(query.status) : undefined,
    query.role ? roleIs(query.role) : undefined,
  ]
  const page = await keysetPage({
    query: (after) =>
      db
        .select({ id: users.id, ...personColumns })
        .from(users)
        .where(and(...where, after)),
    keys: [
      { column: users.lastName, direction: 'asc', type: 'text', value: (row) => row.lastName },
      { column: users.firstName, direction: 'asc', type: 'text', value: (row) => row.firstName },
      { column: users.id, direction: 'asc', type: 'integer', value: (row) => row.id },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  return { items: page.items.map(presentPerson), nextCursor: page.nextCursor }
}

interface PersonRow {
  uid: string
  firstName: string
  lastName: string
  email: string
  photoUrl: string | null
  accountType: string
  status: string
  suspendedUntil: Date | null
  createdAt: Date
  roles: GrantedRole[]
  lastActive: Date | string | null
}

function presentPerson(row: PersonRow): AdminPerson {
  const until = row.suspendedUntil && row.suspendedUntil > new Date() ? row.suspendedUntil : null
  return {
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    photoUrl: row.photoUrl,
    accountType: row.accountType as AccountType,
    roles: row.roles,
    status: until ? 'suspended' : row.status === 'invited' ? 'invited' : 'active',
    suspendedUntil: until?.toISOString() ?? null,
    joinedAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActive === null ? null : new Date(row.lastActive).toISOString(),
  }
}

/** One member, as the list shows them (the answer of each change). */
export async function findPerson(db: DbOrTx, school: School, uid: string): Promise<AdminPerson> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
  if (!row) throw notFound('Person')
  return presentPerson(row)
}

/** Changes a member's account type (spec: student, alumni, faculty, staff), audited. */
export async function setAccountType(
  db: Db,
  school: School,
  origin: AuditOrigin,
  uid: string,
  accountType: AccountType,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, accountType: users.accountType })
      .from(users)
      .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
      .for('update')
    if (!before) throw notFound('Person')
    await tx.update(users).set({ accountType }).where(eq(users.id, before.id))
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'user.account_type',
      subjectType: 'user',
      subjectId: before.id,
      details: { from: before.accountType, to: accountType },
    })
  })
}

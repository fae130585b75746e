import { and, eq, gt, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { AccountType, SchoolRole, type AuthUser } from '@quad/shared'
import type { DbOrTx } from '../db/database.ts'
import { dailyActivity, utcToday } from '../db/activity-schema.ts'
import { sessions, users } from '../db/schema.ts'
import type { School } from '../tenancy/schools.service.ts'
import { verifyPassword } from './passwords.ts'
import { randomToken, sha256 } from './tokens.ts'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** A session unused this long ends, whatever its absolute expiry says (decision 013). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
/** Use is recorded at most this often per session: reading it is free, writing is not. */
export const SESSION_TOUCH_MS = 60_000

export interface SessionUser {
  id: number
  uid: string
  email: string
  firstName: string
  lastName: string
  accountType: string
  photoUrl: string | null
  /** When the first-run welcome was finished; null while it is due (issue 14). */
  onboardedAt: Date | null
  /** Issue 18 item 5: the user opted out of analytics. */
  analyticsOptOut?: boolean
}

export interface ActiveSession {
  tokenHash: string
  /** The stable id a JWT names in its `sid` claim. */
  id: string
  csrfToken: string
  user: SessionUser
  /** When the session was last used, ms since the epoch (as read). */
  lastUsedAt: number
  /** The user's school roles beyond the implicit `student` (decision 024). */
  roles: string[]
  /** Whether the user operates the whole installation. */
  operator: boolean
}

/** The columns of a `SessionUser`, for every query that signs someone in. */
export const userColumns = {
  id: users.id,
  uid: users.uid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountType: users.accountType,
  photoUrl: users.photoUrl,
  onboardedAt: users.onboardedAt,
  analyticsOptOut: users.analyticsOptOut,
}

/**
 * Checks credentials within one school; null for a wrong password, an unknown email and an
 * account not yet set up (invited: issue 14) alike. A suspended account with the right
 * password comes back with `suspendedUntil`, for the login to refuse by name.
 */
export async function authenticate(
  db: DbOrTx,
  school: School,
  email: string,
  password: string,
): Promise<(SessionUser & { suspendedUntil: Date | null }) | null> {
  const rows = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      status: users.status,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(and(eq(users.schoolId, school.id), sql`lower(${users.email}) = lower(${email})`))
    .limit(1)
  const row = rows[0]
  const usable = row?.status === 'active' ? row.passwordHash : null
  const ok = await verifyPassword(usable ?? null, password)
  if (!row || !ok) return null
  const { passwordHash: _hash, status: _status, suspendedUntil, ...user } = row
  return {
    ...user,
    suspendedUntil: suspendedUntil && suspendedUntil > new Date() ? suspendedUntil : null,
  }
}

/** A user of this school by public uid; another school's uid finds nothing. */
export async function findUserByUid(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<SessionUser | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.schoolId, school.id), eq(users.uid, uid)))
    .limit(1)
  return rows[0] ?? null
}

/** How a session was signed in, and from where (issue 18 item 3: the sessions list). */
export interface SessionOrigin {
  /** 'password', 'totp', 'recovery', 'sso' or 'link' (sessions.method). */
  method: SessionMethod
  userAgent?: string | null | undefined
  ipRange?: string | null | undefined
}

export type SessionMethod = 'password' | 'totp' | 'recovery' | 'sso' | 'link'

/**
 * A new session of `user`. Signing in is also what cancels an account's pending deletion
 * (issue 18 item 4: "signing in during the grace period cancels it"), in the same
 * statement batch as the session.
 */
export async function createSession(
  db: DbOrTx,
  school: School,
  user: Pick<SessionUser, 'id'>,
  origin: SessionOrigin = { method: 'password' },
): Promise<{ token: string; csrfToken: string; id: string }> {
  const token = randomToken()
  const csrfToken = randomToken()
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      schoolId: school.id,
      userId: user.id,
      csrfToken,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      method: origin.method,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      ipRange: origin.ipRange ?? null,
    })
    .returning({ id: sessions.id })
  if (!row) throw new Error('session was not stored')
  await recordActivity(db, school.id, user.id)
  await db
    .update(users)
    .set({ deletionDueAt: null })
    .where(and(eq(users.id, user.id), isNotNull(users.deletionDueAt)))
  return { token, csrfToken, id: row.id }
}

/** A session is valid only for the school that created it, before its expiry and idle limit. */
const live = (school: School) =>
  and(
    eq(sessions.schoolId, school.id),
    gt(sessions.expiresAt, new Date()),
    gt(sessions.lastUsedAt, new Date(Date.now() - SESSION_IDLE_MS)),
  )

const sessionColumns = {
  tokenHash: sessions.tokenHash,
  id: sessions.id,
  csrfToken: sessions.csrfToken,
  lastUsedAt: sessions.lastUsedAt,
  user: userColumns,
  roles: sql<string[] | null>`(select array_agg(r.role order by r.role) from user_roles r
    where r.user_id = ${users.id} and r.school_id = ${sessions.schoolId})`,
  operator: sql<boolean>`exists(select 1 from operators o where o.user_id = ${users.id})`,
}

/** The live session of a cookie token. */
export async function findSession(
  db: DbOrTx,
  school: School,
  token: string,
): Promise<ActiveSession | null> {
  return findSessionWhere(db, school, eq(sessions.tokenHash, sha256(token)))
}

/** The live session a JWT names (its `sid`). */
export async function findSessionById(
  db: DbOrTx,
  school: School,
  id: string,
): Promise<ActiveSession | null> {
  return findSessionWhere(db, school, eq(sessions.id, id))
}

async function findSessionWhere(
  db: DbOrTx,
  school: School,
  where: SQL,
): Promise<ActiveSession | null> {
  const rows = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(where, live(school)))
    .limit(1)
  const row = rows[0]
  return row
    ? {
        ...row,
        lastUsedAt: row.lastUsedAt.getTime(),
        roles: row.roles ?? [],
        operator: Boolean(row.operator),
      }
    : null
}

/**
 * Records that a session was used (the idle timeout counts from here) and that its user
 * was active today (the admin overview, decision 033), in one statement: at most once a
 * minute per session, and the day's row is written once.
 */
export async function touchSession(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`with touched as (
      update ${sessions} set last_used_at = now() where ${sessions.id} = ${id}
      returning school_id, user_id)
    insert into ${dailyActivity} (school_id, day, user_id)
    select school_id, ${utcToday}, user_id from touched
    on conflict do nothing`)
}

/** A login is use too: the first minute of a session is not touched (decision 033). */
async function recordActivity(db: DbOrTx, schoolId: number, userId: number): Promise<void> {
  await db.insert(dailyActivity).values({ schoolId, userId, day: utcToday }).onConflictDoNothing()
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date()),
        lt(sessions.lastUsedAt, new Date(Date.now() - SESSION_IDLE_MS)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash })
  return deleted.length
}

/** The authenticated user of spec 3, with the stored school roles of their session. */
export function presentAuthUser(user: SessionUser, roles: readonly string[] = []): AuthUser {
  return {
    uid: user.uid,
    accountTypeType: toAccountType(user.accountType),
    photoUrl: user.photoUrl,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: roles.filter(isStoredRole),
    onboarded: user.onboardedAt !== null,
    analytics: user.analyticsOptOut !== true,
  }
}

/** A stored role the contract names (decision 024); anything else grants nothing here. */
const isStoredRole = (role: string): role is Exclude<SchoolRole, 'student'> =>
  role !== 'student' && SchoolRole.safeParse(role).success

/** A stored account type outside the contract's list reads as a student, never a 500. */
export function toAccountType(value: string): AccountType {
  const parsed = AccountType.safeParse(value)
  return parsed.success ? parsed.data : 'student'
}

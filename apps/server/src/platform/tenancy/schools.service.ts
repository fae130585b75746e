import { eq } from 'drizzle-orm'
import {
  ALL_SECTIONS_ON,
  MenuLinkKey,
  type Hub,
  type MenuLinks,
  type SchoolSections,
  DEFAULT_NAV_BAR,
  NavBar,
  type NavKey,
  DEFAULT_SCHOOL_TIME_ZONE,
  isTimeZone,
} from '@quad/shared'
import type { DbOrTx } from '../db/database.ts'
import { schools } from '../db/schema.ts'
import { forbidden } from '../errors.ts'

/** The tenant every service function takes: nothing is read or written without it. */
export interface School {
  id: number
  code: string
  name: string
  topBarBgColor: string
  faviconUrl: string | null
  connectEnabled: boolean
  /** Per-field profile visibility defaults (issue 4). */
  profileVisibilityDefaults: Record<string, string>
  /** School-wide chat switches and the largest group (issue 6). */
  chat: { readReceipts: boolean; typingIndicators: boolean; groupLimit: number }
  /** Notification defaults for its students and whether it sends email (issue 7). */
  notifications: { defaults: Record<string, Record<string, string>>; email: boolean }
  /** The main menu's external addresses and the hubs Switch Hub lists (issue 12). */
  menuLinks: MenuLinks
  hubs: Hub[]
  /** Which sections are on (issue 14, decision 027), every key filled in. */
  sections: SchoolSections
  /** The left bar's and bottom menu's destinations, in order (issue 30 bug 5). */
  navBar: NavKey[]
  /** The IANA zone its events read in and its reminders and digests keep (issue 30 bug 4). */
  timeZone: string
  logoUrl: string | null
  /** The feed's switches (issue 16): students may post to the school feed; distinct reports that hide a post or comment. */
  feed: { studentsPost: boolean; reportThreshold: number }
  /** Issue 18: what a deleted account's writing becomes, and the days before deletion. */
  deletion: { content: 'anonymise' | 'remove'; graceDays: number }
  /** Issue 18: the school signs in only through its identity provider (no passwords). */
  ssoOnly: boolean
}

export async function findSchoolByCode(db: DbOrTx, code: string): Promise<School | null> {
  const rows = await db.select().from(schools).where(eq(schools.code, code)).limit(1)
  return rows[0] ? asSchool(rows[0]) : null
}

/** Whether the database holds any school yet (a start's demo seed asks before loading). */
export async function anySchool(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: schools.id }).from(schools).limit(1)
  return rows.length > 0
}

/** The school by its row id (an outbox message names its school so). */
export async function findSchoolById(db: DbOrTx, id: number): Promise<School | null> {
  const rows = await db.select().from(schools).where(eq(schools.id, id)).limit(1)
  return rows[0] ? asSchool(rows[0]) : null
}

export function asSchool(row: typeof schools.$inferSelect): School {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    topBarBgColor: row.topBarBgColor,
    faviconUrl: row.faviconUrl,
    connectEnabled: row.connectEnabled,
    profileVisibilityDefaults: row.profileVisibilityDefaults,
    chat: {
      readReceipts: row.chatReadReceipts,
      typingIndicators: row.chatTypingIndicators,
      groupLimit: row.chatGroupLimit,
    },
    notifications: { defaults: row.notificationDefaults, email: row.notifyByEmail },
    menuLinks: knownMenuLinks(row.menuLinks),
    hubs: row.hubs,
    sections: { ...ALL_SECTIONS_ON, ...row.sections },
    navBar: knownNavBar(row.navBar),
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_SCHOOL_TIME_ZONE,
    logoUrl: row.logoUrl,
    feed: { studentsPost: row.feedStudentsPost, reportThreshold: row.feedReportThreshold },
    deletion: {
      content: row.deletedContent === 'remove' ? 'remove' : 'anonymise',
      graceDays: row.deletionGraceDays,
    },
    ssoOnly: row.ssoOnly,
  }
}

/** Issue 18: a school that signs in only through its provider refuses passwords (403). */
export function refuseWhenSsoOnly(school: School): void {
  if (school.ssoOnly) {
    throw forbidden('Your school signs in only through its own sign-in: use the button above.')
  }
}

/**
 * The stored menu links the contract still names: an address stored under a key since
 * retired (issue 14 made Admin Quad's own console) is dropped, never answered as a 500.
 */
function knownMenuLinks(stored: Record<string, string>): MenuLinks {
  return Object.fromEntries(
    Object.entries(stored).filter(([key]) => MenuLinkKey.safeParse(key).success),
  )
}

/** The stored bar if it still reads as one (keys may be retired), else the default. */
function knownNavBar(stored: unknown): NavKey[] {
  const parsed = NavBar.safeParse(stored)
  return parsed.success ? parsed.data : [...DEFAULT_NAV_BAR]
}

import type { GroupRole, ProfileGroup } from '@quad/shared'
import type { DbOrTx } from './db/database.ts'
import type { School } from './tenancy/schools.service.ts'

/** One group a student belongs to, and their role there (spec 3 group roles). */
export interface GroupMembership {
  /** The source's kind: `club` now; `course` and `event` later. */
  kind: string
  /** The group's internal row id. */
  id: number
  /** The group's public id (the notification matrix's `groupId`). */
  uid: string
  name: string
  logoUrl: string | null
  role: GroupRole
}

/**
 * A kind of group students belong to (issue 13 item 5): the feature that owns the
 * groups declares how to list a student's memberships; the notification matrix, the
 * profile's and the authentication call's `groups` read them without knowing the kind.
 */
export interface GroupSource {
  kind: string
  /** The student's groups of this kind at this school, in display order. */
  membershipsOf(db: DbOrTx, school: School, userId: number): Promise<GroupMembership[]>
  /** The student's membership of one group of this kind; null when not a member (or no such group). */
  membershipOf(
    db: DbOrTx,
    school: School,
    userId: number,
    groupUid: string,
  ): Promise<GroupMembership | null>
  /**
   * The student's groups of this kind their profile shows (spec 3 `groups`, issue 16), in
   * display order: to its owner (`seenByOwner`) those they still take part in, to others
   * only those anyone may find (the source says which: a hidden group tells its members
   * to no one else).
   */
  shownOnProfile(
    db: DbOrTx,
    school: School,
    userId: number,
    seenByOwner: boolean,
  ): Promise<GroupMembership[]>
}

/** A person's groups as spec 3 profile groups, and those where they are an officer. */
export interface PersonGroups {
  groups: ProfileGroup[]
  /** The authentication call's `officer_groups`. */
  officerGroups: ProfileGroup[]
}

/** Every source's groups, asked as one. */
export class Groups {
  readonly #sources: readonly GroupSource[]

  constructor(sources: readonly GroupSource[]) {
    this.#sources = sources
  }

  get kinds(): string[] {
    return this.#sources.map((source) => source.kind)
  }

  async membershipsOf(db: DbOrTx, school: School, userId: number): Promise<GroupMembership[]> {
    const lists = await Promise.all(
      this.#sources.map((source) => source.membershipsOf(db, school, userId)),
    )
    return lists.flat()
  }

  async membershipOf(
    db: DbOrTx,
    school: School,
    userId: number,
    kind: string,
    groupUid: string,
  ): Promise<GroupMembership | null> {
    const source = this.#sources.find((candidate) => candidate.kind === kind)
    return source ? source.membershipOf(db, school, userId, groupUid) : null
  }

  async personGroups(db: DbOrTx, school: School, userId: number): Promise<PersonGroups> {
    return toPersonGroups(await this.membershipsOf(db, school, userId))
  }

  /** A profile's spec 3 `groups`, every source's (`GroupSource.shownOnProfile`). */
  async profileGroups(
    db: DbOrTx,
    school: School,
    userId: number,
    seenByOwner: boolean,
  ): Promise<ProfileGroup[]> {
    const lists = await Promise.all(
      this.#sources.map((source) => source.shownOnProfile(db, school, userId, seenByOwner)),
    )
    return toPersonGroups(lists.flat()).groups
  }
}

/** Memberships as spec 3 profile groups (groupName, logoUrl), and those held as officer. */
export function toPersonGroups(
  memberships: readonly Pick<GroupMembership, 'name' | 'logoUrl' | 'role'>[],
): PersonGroups {
  const asGroup = (membership: Pick<GroupMembership, 'name' | 'logoUrl'>): ProfileGroup => ({
    groupName: membership.name,
    logoUrl: membership.logoUrl,
  })
  return {
    groups: memberships.map(asGroup),
    officerGroups: memberships.filter((m) => m.role === 'officer').map(asGroup),
  }
}

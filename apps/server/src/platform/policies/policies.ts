import type { SchoolRole } from '@quad/shared'
import { ACTIONS, type Action } from './actions.ts'

/** Who is asking: a signed-in user of one school, with their school roles. */
export interface Actor {
  userId: number
  schoolId: number
  /** Stored roles; every member is a `student` besides (decision 024). */
  roles: readonly string[]
  /** An operator of the whole installation may do anything, in any school. */
  operator: boolean
}

/** What an action is about: at least its school; a feature's rule reads the rest. */
export interface Subject {
  schoolId: number
  [key: string]: unknown
}

/** A feature's rule for an action (membership-based); may read the database. */
export type Rule = (actor: Actor, subject: Subject | undefined) => boolean | Promise<boolean>

export function hasRole(actor: Actor, role: SchoolRole): boolean {
  return role === 'student' || actor.roles.includes(role)
}

/**
 * The role rules alone, a plain function: the operator may do anything; anyone else
 * only within their own school, with one of the roles the action is granted to.
 */
export function can(actor: Actor, action: Action, subject?: Subject): boolean {
  if (actor.operator) return true
  if (subject && subject.schoolId !== actor.schoolId) return false
  const roles: readonly SchoolRole[] = ACTIONS[action].roles
  return roles.some((role) => hasRole(actor, role))
}

/**
 * The role rules plus the rules features add (a club's officers may update it). The
 * platform knows no feature: features register their rules on the one instance every
 * module receives (`ModuleContext.policies`).
 */
export class Policies {
  readonly #rules = new Map<Action, Rule[]>()

  /** Adds a rule that also allows `action` (rules only ever widen the role rules). */
  allow(action: Action, rule: Rule): void {
    this.#rules.set(action, [...(this.#rules.get(action) ?? []), rule])
  }

  async can(actor: Actor, action: Action, subject?: Subject): Promise<boolean> {
    if (can(actor, action, subject)) return true
    if (subject && subject.schoolId !== actor.schoolId) return false
    for (const rule of this.#rules.get(action) ?? []) {
      if (await rule(actor, subject)) return true
    }
    return false
  }
}

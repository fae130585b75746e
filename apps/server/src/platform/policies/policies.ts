import type { SchoolRole } from '@quad/shared'
import {
  refusal,
  vocabulary,
  type Action,
  type ActionDeclarer,
  type ActionRule,
} from './actions.ts'

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
 * The role rules alone, a plain function of one action's declaration (a feature passes
 * its own: `can(actor, clubActions['club.approve'])`): the operator may do anything;
 * anyone else only within their own school, with one of the roles the action is granted.
 */
export function can(actor: Actor, rule: ActionRule, subject?: Subject): boolean {
  if (actor.operator) return true
  if (subject && subject.schoolId !== actor.schoolId) return false
  return rule.roles.some((role) => hasRole(actor, role))
}

/**
 * The role rules plus the rules features add (a club's officers may update it). The
 * platform knows no feature: the modules' declared actions are handed in at start (issue
 * 31), and features register their rules on the one instance every module receives
 * (`ModuleContext.policies`).
 */
export class Policies {
  readonly #actions: ReadonlyMap<string, ActionRule>
  readonly #rules = new Map<Action, Rule[]>()

  /** The platform's actions and those the declarers (the feature modules) declare. */
  constructor(declarers: readonly ActionDeclarer[]) {
    this.#actions = vocabulary(declarers)
  }

  /** Whether `value` names a declared action (a route's `config.requires`, checked at start). */
  isAction(value: unknown): value is Action {
    return typeof value === 'string' && this.#actions.has(value)
  }

  /**
   * The action's declaration. A typed name can still be missing when the app runs without
   * the module declaring it (a test's own module list): a programming error, said plainly.
   */
  #rule(action: Action): ActionRule {
    const rule = this.#actions.get(action)
    if (!rule) throw new Error(`The action ${action} is declared by no registered module`)
    return rule
  }

  /** The 403's sentence for `action`: "Only moderators and school admins can see reports." */
  refusal(action: Action): string {
    return refusal(this.#rule(action))
  }

  /** Adds a rule that also allows `action` (rules only ever widen the role rules). */
  allow(action: Action, rule: Rule): void {
    // Said at start: a rule for an action no registered module declares is never asked.
    if (!this.isAction(action)) throw new Error(`A rule for ${action}, which no module declares`)
    this.#rules.set(action, [...(this.#rules.get(action) ?? []), rule])
  }

  async can(actor: Actor, action: Action, subject?: Subject): Promise<boolean> {
    if (can(actor, this.#rule(action), subject)) return true
    if (subject && subject.schoolId !== actor.schoolId) return false
    for (const rule of this.#rules.get(action) ?? []) {
      if (await rule(actor, subject)) return true
    }
    return false
  }
}

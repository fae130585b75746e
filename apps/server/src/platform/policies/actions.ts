import type { SchoolRole } from '@quad/shared'

/**
 * A privileged action (decision 024): the school roles it is granted to, and what it does,
 * for the 403's sentence. Rules that depend on a membership (a club's officers may update
 * their club) are added by the feature that owns the membership (`Policies.allow`).
 */
export interface ActionRule {
  roles: readonly SchoolRole[]
  does: string
  /**
   * Who a feature's rule also allows, named in the 403 after the roles ("club officers"),
   * so the sentence says everyone who may.
   */
  alsoWho?: string
}

/** Actions by name: a typed identity, so the names stay literal for `ActionRegistry`. */
export function defineActions<T extends Record<string, ActionRule>>(actions: T): T {
  return actions
}

/**
 * The platform's own actions (issue 31): those of its own routes (the audit log, roles),
 * the reports queue every reportable section feeds (moderation lists and acts on it; a
 * club hidden for review stays readable to the same people), and the connected systems
 * that the LMS, finances and student-records features all manage.
 */
export const platformActions = defineActions({
  'report.list': { roles: ['moderator', 'school_admin'], does: 'see reports' },
  'report.act': { roles: ['moderator', 'school_admin'], does: 'act on reports' },
  'audit.read': { roles: ['school_admin'], does: 'read the audit log' },
  'role.assign': { roles: ['school_admin'], does: "change people's roles" },
  // Issue 17: the LMS connection, school API keys for the student-records feed, the Pay link.
  'integrations.manage': {
    roles: ['school_admin'],
    does: "manage the school's connected systems",
  },
})

/**
 * Every action, by who declares it, filled by declaration merging (issue 31): a feature
 * declares its own actions in its `actions.ts`, lists them in its module's `actions`, and
 *
 *     declare module '../../platform/policies/actions.ts' {
 *       interface ActionRegistry { clubs: typeof clubActions }
 *     }
 *
 * so `config.requires`, `Policies.can` and `allow` are typed by the action's name. Keyed
 * by owner rather than merged name by name, so no interface is empty; the policies refuse
 * at start two owners declaring one name.
 */
export interface ActionRegistry {
  platform: typeof platformActions
}

export type Action = {
  [Owner in keyof ActionRegistry]: keyof ActionRegistry[Owner] & string
}[keyof ActionRegistry]

/** Who declares actions (a feature module is one): its name, for errors, and its actions. */
export interface ActionDeclarer {
  name: string
  actions?: Readonly<Record<string, ActionRule>> | undefined
}

/**
 * The platform's actions and every declarer's, as one vocabulary. Two declaring one name
 * is a mistake caught at start, naming both, rather than one silently replacing the other.
 */
export function vocabulary(declarers: readonly ActionDeclarer[]): Map<string, ActionRule> {
  const owners = new Map<string, string>()
  const actions = new Map<string, ActionRule>()
  for (const { name, actions: declared = {} } of [
    { name: 'the platform', actions: platformActions },
    ...declarers,
  ]) {
    for (const [action, rule] of Object.entries(declared)) {
      const owner = owners.get(action)
      if (owner) throw new Error(`The action ${action} is declared by ${owner} and by ${name}`)
      owners.set(action, name)
      actions.set(action, rule)
    }
  }
  return actions
}

const ROLE_NAMES: Record<SchoolRole, string> = {
  student: 'students',
  staff: 'staff',
  moderator: 'moderators',
  school_admin: 'school admins',
}

/** The 403's sentence: "Only moderators and school admins can see reports." */
export function refusal(rule: ActionRule): string {
  const names = [
    ...rule.roles.map((role) => ROLE_NAMES[role]),
    ...(rule.alsoWho ? [rule.alsoWho] : []),
  ]
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  return `Only ${who ?? 'operators'} can ${rule.does}.`
}

import type { FastifyInstance } from 'fastify'
import type { SectionKey } from '@quad/shared'
import type { Database } from './db/database.ts'
import type { Config } from './env.ts'
import type { FileStorage } from './files/storage.ts'
import type { AnySubscriber, Outbox } from './outbox/messages.ts'
import type { Groups, GroupSource } from './groups.ts'
import type { Integrations } from './integrations/index.ts'
import type { JobDefinition, Jobs } from './jobs/jobs.ts'
import type { Outbound } from './http/outbound.ts'
import type { Mailer } from './mail/mailer.ts'
import type { ActionRule } from './policies/actions.ts'
import type { Policies } from './policies/policies.ts'
import type { AnyNotificationKind, NotificationKinds } from './notification-kinds.ts'
import type { RealtimeExtension } from './realtime/extensions.ts'
import type { ReportSubjectProvider, ReportSubjects } from './reports/subjects.ts'
import type { Realtime } from './realtime/realtime.ts'
import type { Bus } from './realtime/bus.ts'
import type { Contribution, Extensions } from './extension-points.ts'
import type { PersonalData, PersonalDataPart } from './personal-data.ts'
import type { ResponseHook } from './http/response-hooks.ts'
import type { Limits } from './http/synced-limit.ts'

/** The configuration a feature may read. */
export type ModuleConfig = Pick<
  Config,
  | 'baseDomain'
  | 'defaultSchool'
  | 'hostOrigins'
  | 'corsOrigins'
  | 'analytics'
  | 'trustProxy'
  | 'cookieSecure'
  | 'nodeEnv'
  | 'developmentMode'
  | 'webDist'
  | 'dataDir'
  | 'smtpUrl'
  | 'host'
  | 'outboundAllowHosts'
  | 'vapidKeys'
  | 'vapidSubject'
>

/** Per-student limits benchmarks raise (issues 4 and 6 "Abuse"); unset, the feature's own. */
export interface ModuleLimits {
  /** Directory searches per student per minute. */
  searchPerMinute?: number | undefined
  /** Chat messages per student per 10 s. */
  chatSendsPer10s?: number | undefined
}

/**
 * The one context every feature module receives (issue 13 item 1): what the platform
 * offers, and nothing of another feature. A feature reaches another only through that
 * feature's public entry point (`features/<name>/index.ts`).
 */
export interface ModuleContext {
  database: Database
  realtime: Realtime
  /** Uploaded files: PostgreSQL rows, or DATA_DIR/files on the embedded database. */
  storage: FileStorage
  config: ModuleConfig
  limits: ModuleLimits
  /**
   * Rate limits counted in memory and synced across instances over Redis every 200 ms
   * (`http/synced-limit.ts`): for a hot path a Redis round trip per request would slow.
   */
  rateLimits: Limits
  /** The JWT and link-signing secret of this installation. */
  secret: Uint8Array
  /** The bus every instance shares (frames and signals). */
  bus: Bus
  /**
   * Who may do what (decision 024): `can`, `refusal`, and `allow` for a feature's
   * membership rules, over the platform's and every module's declared `actions`. Routes
   * declare `config: { requires: action }`; `authorize` checks a subject.
   */
  policies: Policies
  /** Every feature's group sources (clubs now), asked as one. */
  groups: Groups
  /** Credentials, outside ids, "last synced" and signed links (decision 026). */
  integrations: Integrations
  /** Background jobs (decision 022): `enqueue(tx, ...)` runs a job only if `tx` commits. */
  jobs: Jobs
  /**
   * The one way to fetch a URL a person typed (issue 30 security 2): no loopback, private
   * or metadata addresses after DNS and on every redirect, https in production, time and
   * size caps; `check` gives a form's 400 its reason.
   */
  outbound: Outbound
  /** Outgoing email, when this process delivers it (main.ts; tests call delivery directly). */
  mail?: MailDelivery | undefined
  /** Every feature's notification kinds (what the notifications feature delivers). */
  notificationKinds: NotificationKinds
  /** Outbox messages: emit in a transaction, dispatched to subscribers after the commit (023). */
  outbox: Outbox
  /** Every feature's reportable subjects: context, who answers, hiding (decision 032). */
  reportSubjects: ReportSubjects
  /**
   * What modules contribute to the extension points features offer (issue 31): the
   * offering feature reads its point's values here (a club's about parts, its tabs, the
   * calendar's parts are the clubs' and events' own points).
   */
  extensions: Extensions
  /** What every feature keeps about a student: exported, erased, described (issue 18). */
  personalData: PersonalData
  /**
   * Runs a hook as every answer of the app (any feature's) is sent: a module's own
   * hooks see only its own routes (the directory learns of writes anywhere this way).
   */
  everyResponse(hook: ResponseHook): void
}

/** Where email goes and the public address of each school's app, for links in emails. */
export interface MailDelivery {
  mailer: Mailer
  originOf(schoolCode: string): string
}

export type { ResponseHook }

/**
 * A feature of Quad: one Fastify plugin (its routes and hooks, encapsulated) and what
 * it adds to the platform's extension points. `src/modules.ts` lists them; the
 * template and "how to add a feature" are in ARCHITECTURE.md.
 */
export interface FeatureModule {
  /** A short unique name; also the prefix of its realtime hello fields. */
  name: string
  /**
   * The school section the feature's routes serve (issue 30 debt 1): while the school has
   * it switched off they answer 404 naming it; a route's `config.section` overrides (null:
   * always on), and the admin console's routes always answer.
   */
  section?: SectionKey
  /** Registers the feature's routes (inside its own encapsulated plugin). */
  register(app: FastifyInstance, context: ModuleContext): void | Promise<void>
  /**
   * The privileged actions the feature guards and the school roles granted each (its
   * `actions.ts`, also declared on `ActionRegistry`); its routes' `config.requires` and
   * its `ctx.policies` calls name them (issue 31, decision 024).
   */
  actions?: Readonly<Record<string, ActionRule>>
  /** What the feature adds to the realtime socket. */
  realtime?(context: ModuleContext): RealtimeExtension
  /** The kind of group students belong to that this feature owns. */
  groupSource?: GroupSource
  /** The feature's background jobs (handlers, schedules); the registry defines them. */
  jobs?(context: ModuleContext): JobDefinition[]
  /** The notifications the feature raises, each from one of its outbox messages. */
  notificationKinds?: AnyNotificationKind[]
  /** What the feature does when outbox messages (its own or others') are committed. */
  subscribers?(context: ModuleContext): AnySubscriber[]
  /** The kinds of subject of its own that students may report (decision 032). */
  reportSubjects?(context: ModuleContext): ReportSubjectProvider[]
  /**
   * What the feature adds to other features' extension points (`contribute(point, value)`,
   * the point imported from the offering feature's public entry).
   */
  contributes?: readonly Contribution[]
  /** What the feature keeps about a student: its export, erase and description (issue 18). */
  personalData?: PersonalDataPart[]
}

/** Declares a feature module (a typed identity: the module list checks names are unique). */
export function defineModule(module: FeatureModule): FeatureModule {
  return module
}

import type { FastifyInstance } from 'fastify'
import { guardSection } from './tenancy/section-guard.ts'
import type { OutboxDispatcher } from './outbox/dispatcher.ts'
import { Extensions } from './extension-points.ts'
import { PersonalData } from './personal-data.ts'
import { Groups } from './groups.ts'
import { NotificationKinds } from './notification-kinds.ts'
import type { FeatureModule, ModuleContext } from './module.ts'
import { RealtimeExtensions } from './realtime/extensions.ts'
import { ReportSubjects } from './reports/subjects.ts'

/** The context without what the registry builds from the modules' declarations. */
export type PlatformContext = Omit<
  ModuleContext,
  'groups' | 'notificationKinds' | 'outbox' | 'reportSubjects' | 'extensions' | 'personalData'
> & {
  outbox: OutboxDispatcher
}

/**
 * Builds the one module context from the platform's parts and the modules'
 * declarations (group sources, notification kinds, contributions), wires the realtime
 * extensions and outbox subscribers, and defines their jobs (`everyResponse` is the
 * platform's one response hook, response-hooks.ts). Registration itself is
 * `registerModules`.
 */
export function moduleContext(
  app: FastifyInstance,
  modules: readonly FeatureModule[],
  platform: PlatformContext,
): ModuleContext {
  const names = new Set<string>()
  for (const { name } of modules) {
    if (names.has(name)) throw new Error(`Two feature modules are named ${name}`)
    names.add(name)
  }
  const groupSources = modules.flatMap((module) => module.groupSource ?? [])
  const context: ModuleContext = {
    ...platform,
    groups: new Groups(groupSources),
    notificationKinds: new NotificationKinds(
      modules.flatMap((module) => module.notificationKinds ?? []),
    ),
    reportSubjects: new ReportSubjects([]),
    extensions: new Extensions(modules.flatMap((module) => module.contributes ?? [])),
    personalData: new PersonalData(modules.flatMap((module) => module.personalData ?? [])),
  }
  // Providers close over the context (chat's frames), so they are made once it exists.
  context.reportSubjects = new ReportSubjects(
    modules.flatMap((module) => module.reportSubjects?.(context) ?? []),
  )
  platform.outbox.setSubscribers(modules.flatMap((module) => module.subscribers?.(context) ?? []))
  platform.realtime.setExtensions(
    new RealtimeExtensions(modules.flatMap((module) => module.realtime?.(context) ?? [])),
  )
  platform.jobs.define(modules.flatMap((module) => module.jobs?.(context) ?? []))
  return context
}

/** Registers each module as its own encapsulated Fastify plugin, in list order. */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly FeatureModule[],
  context: ModuleContext,
): Promise<void> {
  for (const module of modules) {
    const plugin = async (scope: FastifyInstance) => {
      if (module.section) guardSection(scope, module.section)
      await module.register(scope, context)
    }
    Object.defineProperty(plugin, 'name', { value: `feature:${module.name}` })
    await app.register(plugin)
  }
}

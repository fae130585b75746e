import type { AnalyticsConfig } from '@quad/shared'
import { browserAnalyticsHost, type AnalyticsHost } from './analytics-host.ts'
import {
  analyticsInitOptions,
  type AnalyticsIdentity,
  type AnalyticsInitOptions,
} from './analytics-identity.ts'

/** Spec 9 "Analytics readiness poll every 100 ms". */
export const ANALYTICS_POLL_MS = 100
/** Our bound, not the spec's: a script that never defines its global must not poll forever. */
export const ANALYTICS_GIVE_UP_MS = 10_000

interface AnalyticsApi {
  initialize(options: AnalyticsInitOptions): void
  /** Stops sending, where the script offers it (an opt-out while it runs). */
  shutdown?: () => void
}

function isAnalyticsApi(value: unknown): value is AnalyticsApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    'initialize' in value &&
    typeof value.initialize === 'function'
  )
}

/** Scripts already added in this page, so signing in again does not add a second copy. */
const addedScripts = new Set<string>()

/**
 * Loads the analytics script named by the deployment (the server's app_config, which has
 * already put the key into `scriptUrl`) and identifies the user once its global is ready.
 * Spec 8: a blocked script or an empty key is a console error and the app carries on, so
 * this never throws. Resolves true once initialize() has run.
 */
export function startAnalytics(
  config: AnalyticsConfig,
  identity: AnalyticsIdentity,
  host: AnalyticsHost = browserAnalyticsHost,
  signal?: AbortSignal,
): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false)
  if (config.apiKey.trim() === '') {
    console.error('Analytics: no API key is configured; analytics is off.')
    return Promise.resolve(false)
  }
  return new Promise((resolve) => {
    let settled = false
    const finish = (ok: boolean, problem?: string) => {
      if (settled) return
      settled = true
      clearInterval(poll)
      if (problem) console.error(`Analytics: ${problem}`)
      resolve(ok)
    }
    const tryInitialize = () => {
      const api = host.readGlobal(config.globalName)
      if (!isAnalyticsApi(api)) return
      try {
        api.initialize(analyticsInitOptions(identity))
        // Issue 18 item 5: opting out stops it at once, without a reload.
        signal?.addEventListener('abort', () => api.shutdown?.(), { once: true })
        finish(true)
      } catch (error) {
        finish(false, `initialize failed: ${String(error)}`)
      }
    }
    const startedAt = Date.now()
    const poll = setInterval(() => {
      tryInitialize()
      if (Date.now() - startedAt >= ANALYTICS_GIVE_UP_MS) {
        finish(false, `${config.globalName} was not ready after ${ANALYTICS_GIVE_UP_MS} ms.`)
      }
    }, ANALYTICS_POLL_MS)

    // Opting out (or signing out) while the script loads: nothing is identified.
    signal?.addEventListener('abort', () => finish(false), { once: true })
    tryInitialize()
    if (settled || addedScripts.has(config.scriptUrl)) return
    addedScripts.add(config.scriptUrl)
    host.addScript(config.scriptUrl, () => {
      // Let a later start try again: the block may have been temporary.
      addedScripts.delete(config.scriptUrl)
      finish(false, `the script ${config.scriptUrl} could not load (blocked?).`)
    })
  })
}

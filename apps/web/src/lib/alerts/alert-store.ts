import { ALERT_AUTO_CLOSE_MS, ALERT_FADE_MS, ALERT_SHOW_DELAY_MS } from './alert-timing.ts'

/** Spec 3 "Alert": the four types, in the capitalised form the UI uses. */
export type AlertType = 'Success' | 'Error' | 'Info' | 'Warning'

export interface AlertInput {
  /** Spec 3: lowercase forms are also seen; they are normalised. */
  type: AlertType | Lowercase<AlertType>
  /** May contain basic inline HTML; sanitised when rendered, never here. */
  message: string
  autoClose?: boolean
  keepAfterRouteChange?: boolean
  /** Fade out on close (default true); false removes at once. */
  fade?: boolean
}

/** pending: added, not yet visible (spec 4 "shown about 100 ms after being added"). */
export type AlertPhase = 'pending' | 'shown' | 'fading'

export interface Alert {
  id: number
  type: AlertType
  message: string
  autoClose: boolean
  keepAfterRouteChange: boolean
  fade: boolean
  phase: AlertPhase
  /** How many identical alerts (same type and message) this one stands for. */
  count: number
}

/**
 * Issue 12: a stack that grows without end hides the page and says nothing new. Only the
 * newest few stay (older ones go at once, as if closed), and a repeat joins its twin.
 */
export const MAX_ALERTS = 3

const TYPES: Record<AlertInput['type'], AlertType> = {
  Success: 'Success',
  success: 'Success',
  Error: 'Error',
  error: 'Error',
  Info: 'Info',
  info: 'Info',
  Warning: 'Warning',
  warning: 'Warning',
}

export interface AlertStore {
  /** Adds an alert; an empty message instead clears (spec 4). Returns the id, or null. */
  alert(input: AlertInput): number | null
  close(id: number): void
  /** Spec 4: removes every alert except those marked keepAfterRouteChange. */
  clear(): void
  /** Spec 4 "Any navigation start clears alerts"; kept ones survive this one change only. */
  routeChanged(): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly Alert[]
}

export function createAlertStore(): AlertStore {
  let alerts: readonly Alert[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const timers = new Map<number, ReturnType<typeof setTimeout>>()

  function commit(next: readonly Alert[]): void {
    // Timers of alerts that are gone must not fire later against a reused id.
    for (const id of timers.keys()) {
      if (!next.some((a) => a.id === id)) cancelTimer(id)
    }
    alerts = next
    for (const listener of listeners) listener()
  }

  function cancelTimer(id: number): void {
    clearTimeout(timers.get(id))
    timers.delete(id)
  }

  function schedule(id: number, ms: number, action: () => void): void {
    cancelTimer(id)
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id)
        action()
      }, ms),
    )
  }

  function update(id: number, change: Partial<Alert>): void {
    commit(alerts.map((a) => (a.id === id ? { ...a, ...change } : a)))
  }

  function remove(id: number): void {
    commit(alerts.filter((a) => a.id !== id))
  }

  function show(id: number): void {
    update(id, { phase: 'shown' })
    const shown = alerts.find((a) => a.id === id)
    // The 3000 ms count from when the alert becomes visible, so it is on screen that long.
    if (shown?.autoClose) schedule(id, ALERT_AUTO_CLOSE_MS, () => close(id))
  }

  function close(id: number): void {
    const target = alerts.find((a) => a.id === id)
    if (!target || target.phase === 'fading') return
    if (!target.fade || target.phase === 'pending') {
      remove(id)
      return
    }
    update(id, { phase: 'fading' })
    schedule(id, ALERT_FADE_MS, () => remove(id))
  }

  function clear(): void {
    commit(alerts.filter((a) => a.keepAfterRouteChange))
  }

  /** The newest alerts only; the ones pushed out lose their timers in commit. */
  function commitNewest(next: readonly Alert[]): void {
    commit(next.slice(-MAX_ALERTS))
  }

  /** An identical alert still on screen takes the repeat: counted, moved to the newest place. */
  function repeat(input: AlertInput, type: AlertType): number | null {
    const twin = alerts.find(
      (a) => a.type === type && a.message === input.message && a.phase !== 'fading',
    )
    if (!twin) return null
    const joined: Alert = {
      ...twin,
      count: twin.count + 1,
      keepAfterRouteChange: twin.keepAfterRouteChange || (input.keepAfterRouteChange ?? false),
    }
    commitNewest([...alerts.filter((a) => a.id !== twin.id), joined])
    // The repeat is news: it gets the full time on screen again.
    if (joined.phase === 'shown' && joined.autoClose) {
      schedule(joined.id, ALERT_AUTO_CLOSE_MS, () => close(joined.id))
    }
    return joined.id
  }

  return {
    alert(input) {
      if (input.message.trim() === '') {
        clear()
        return null
      }
      const repeated = repeat(input, TYPES[input.type])
      if (repeated !== null) return repeated
      const id = nextId++
      const added: Alert = {
        id,
        type: TYPES[input.type],
        message: input.message,
        autoClose: input.autoClose ?? false,
        keepAfterRouteChange: input.keepAfterRouteChange ?? false,
        fade: input.fade ?? true,
        phase: 'pending',
        count: 1,
      }
      commitNewest([...alerts, added])
      schedule(id, ALERT_SHOW_DELAY_MS, () => show(id))
      return id
    },
    close,
    clear,
    routeChanged() {
      commit(
        alerts
          .filter((a) => a.keepAfterRouteChange)
          .map((a) => ({ ...a, keepAfterRouteChange: false })),
      )
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => alerts,
  }
}

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
}

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

  return {
    alert(input) {
      if (input.message.trim() === '') {
        clear()
        return null
      }
      const id = nextId++
      const added: Alert = {
        id,
        type: TYPES[input.type],
        message: input.message,
        autoClose: input.autoClose ?? false,
        keepAfterRouteChange: input.keepAfterRouteChange ?? false,
        fade: input.fade ?? true,
        phase: 'pending',
      }
      commit([...alerts, added])
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

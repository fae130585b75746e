/** Spec 9 "Toast 5000 ms". */
export const TOAST_DURATION_MS = 5000

export type ToastType = 'Success' | 'Error' | 'Info' | 'Warning'

export interface Toast {
  id: number
  type: ToastType
  /** Plain text: toasts never render HTML. */
  message: string
}

/** Why a toast is being held open: spec 4 "unless hovered or focused". */
export type ToastHold = 'hover' | 'focus'

export interface ToastStore {
  show(message: string, type: ToastType): number
  dismiss(id: number): void
  /** Pauses the hide timer while held; when the last hold ends, a full 5000 ms restart. */
  hold(id: number, reason: ToastHold, isHeld: boolean): void
  subscribe(listener: () => void): () => void
  getSnapshot(): readonly Toast[]
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  const holds = new Map<number, Set<ToastHold>>()

  function commit(next: readonly Toast[]): void {
    toasts = next
    for (const listener of listeners) listener()
  }

  function stopTimer(id: number): void {
    clearTimeout(timers.get(id))
    timers.delete(id)
  }

  function startTimer(id: number): void {
    stopTimer(id)
    timers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS),
    )
  }

  function dismiss(id: number): void {
    stopTimer(id)
    holds.delete(id)
    commit(toasts.filter((t) => t.id !== id))
  }

  return {
    show(message, type) {
      const id = nextId++
      commit([...toasts, { id, type, message }])
      startTimer(id)
      return id
    },
    dismiss,
    hold(id, reason, isHeld) {
      if (!toasts.some((t) => t.id === id)) return
      const reasons = holds.get(id) ?? new Set<ToastHold>()
      if (isHeld) reasons.add(reason)
      else reasons.delete(reason)
      holds.set(id, reasons)
      if (reasons.size > 0) stopTimer(id)
      else startTimer(id)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}

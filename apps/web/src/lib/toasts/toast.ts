import { createToastStore, type ToastType } from './toast-store.ts'

/** The app's one toast store; components read it through useToasts. */
export const toastStore = createToastStore()

interface ToastOptions {
  type?: ToastType
}

/** Spec 4 "Toast": shows, then hides after 5000 ms unless hovered or focused. */
export function toast(message: string, { type = 'Info' }: ToastOptions = {}): number {
  return toastStore.show(message, type)
}

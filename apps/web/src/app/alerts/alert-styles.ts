import type { AlertType } from '../../lib/alerts/alert-store.ts'

/* Text and border colours chosen for ≥ 4.5:1 on their own background, light and dark. */
export const alertTypeStyles: Record<AlertType, string> = {
  Success:
    'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100',
  Error:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  Info: 'border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
  Warning:
    'border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
}

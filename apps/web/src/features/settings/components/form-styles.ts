/** The settings controls share one look with components/text-field.tsx. */
export const controlClass =
  'min-h-11 w-full rounded-lg border border-zinc-500 bg-white px-3 py-2 text-base text-zinc-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-invalid:border-red-700 dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-50 ' +
  'dark:focus-visible:outline-white dark:aria-invalid:border-red-400'

export const labelClass = 'text-sm font-medium text-zinc-900 dark:text-zinc-100'
export const hintClass = 'text-sm text-zinc-700 dark:text-zinc-300'
export const errorClass = 'text-sm font-medium text-red-700 dark:text-red-300'

/** An icon-sized button that still meets the 44 px touch target. */
export const toolButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg text-zinc-900 hover:bg-zinc-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:bg-zinc-900 aria-pressed:text-white dark:text-zinc-50 dark:hover:bg-zinc-800 ' +
  'dark:focus-visible:outline-white dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900'

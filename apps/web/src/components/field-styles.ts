/*
 * One set of field styles (issue 13): every input, textarea and select, its label, hint and
 * error. Focus is the buttons' ring (button-styles.ts): a 2px outline offset from the field,
 * --color-focus in light mode, white in dark mode.
 */
const fieldFocus =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'

/** A form's field without a width: settings, the connection note, chat's dialogs, email options. */
export const fieldBoxClass =
  `min-h-11 rounded-lg border border-zinc-500 bg-white px-3 py-2 text-base text-zinc-900 ${fieldFocus} ` +
  'aria-invalid:border-red-700 dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-50 dark:aria-invalid:border-red-400 ' +
  // A field that does not apply now (an experience's end while it goes on) looks so.
  'disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-600 dark:disabled:bg-zinc-800 dark:disabled:text-zinc-400'

/** A form's field, as wide as its column. */
export const fieldControlClass = `w-full ${fieldBoxClass}`

/**
 * A quieter field above or beside a list (searches, sort, filters, the chat composer): a
 * lighter border. Its size, shape and dark background (the surface it sits on) are the caller's.
 */
export const quietFieldClass =
  `border border-zinc-400 bg-white text-base text-zinc-900 placeholder:text-zinc-600 ${fieldFocus} ` +
  'dark:border-zinc-600 dark:text-zinc-50 dark:placeholder:text-zinc-400'

export const fieldLabelClass = 'text-sm font-medium text-zinc-900 dark:text-zinc-100'
export const fieldHintClass = 'text-sm text-zinc-700 dark:text-zinc-300'
export const fieldErrorClass = 'text-sm font-medium text-red-700 dark:text-red-300'

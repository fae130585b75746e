/** The settings forms' fields are the app's one set (components/field-styles.ts). */
export {
  fieldControlClass as controlClass,
  fieldErrorClass as errorClass,
  fieldHintClass as hintClass,
  fieldLabelClass as labelClass,
} from '../../../components/field-styles.ts'

/** An icon-sized button that still meets the 44 px touch target. */
export const toolButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg text-zinc-900 hover:bg-zinc-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:bg-zinc-900 aria-pressed:text-white dark:text-zinc-50 dark:hover:bg-zinc-800 ' +
  'dark:focus-visible:outline-white dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900'

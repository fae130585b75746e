/**
 * A modal <dialog> as a bottom sheet (phones): full width, up to 85% of the height,
 * sliding up unless the user prefers reduced motion. The filter sheet and the
 * notification panel (a sheet below sm) share it.
 */
export const bottomSheetClass =
  'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-hidden rounded-t-3xl bg-white p-0 ' +
  'text-zinc-900 shadow-2xl backdrop:bg-zinc-950/50 dark:bg-zinc-900 dark:text-zinc-50 ' +
  'transition-transform duration-200 ease-out starting:open:translate-y-full motion-reduce:transition-none'

/** One look for every row of the main menu: 44px tall at least (WCAG 2.5.8, and thumbs). */
export const menuRow =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-[0.9375rem] text-zinc-800 ' +
  'hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'

export const menuRowActive =
  'bg-zinc-100 font-semibold text-zinc-950 dark:bg-zinc-800 dark:text-white'

export const menuIcon = 'size-5 text-zinc-600 dark:text-zinc-400'

/*
 * The looks of MenuButton. Its button is plain HTML (the browser's :focus-visible); in the
 * menu, React Aria marks state with data attributes: `data-focused` (keyboard focus or the
 * pointer over an item) and `data-focus-visible` (keyboard focus).
 */
const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'dark:focus-visible:outline-white'

export const menuTriggerClass = {
  /** A square bordered button, beside the profile card's other buttons. */
  outlined:
    `grid size-11 place-items-center rounded-lg border border-zinc-500 bg-white text-zinc-900 hover:bg-zinc-100 ${focusRing} ` +
    'dark:border-zinc-400 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800',
  /** A round borderless button (a conversation's header). */
  ghost: `grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 ${focusRing} dark:text-zinc-300 dark:hover:bg-zinc-800`,
  /** Smaller, beside a message. */
  compact: `grid size-9 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 ${focusRing} dark:text-zinc-300 dark:hover:bg-zinc-800`,
} as const

export type MenuLook = keyof typeof menuTriggerClass

export const menuPanelClass =
  'min-w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-zinc-300 outline-none ' +
  'dark:bg-zinc-900 dark:ring-zinc-700'

export const menuItemClass =
  'flex min-h-11 w-full cursor-default items-center px-4 text-left text-base text-zinc-900 outline-none ' +
  'data-[focused]:bg-zinc-100 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus ' +
  'dark:text-zinc-50 dark:data-[focused]:bg-zinc-800 dark:data-[focus-visible]:outline-white'

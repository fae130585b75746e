/*
 * Shared by <Button> and <ButtonLink> so a link that looks like a button is identical.
 * Focus is a 2px outline offset from the control: --color-focus (the school colour, or a
 * neutral one when the school colour is too pale on white) in light mode, white in dark mode.
 */
const base =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2.5 text-base font-semibold transition-[background-color,filter] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
  'disabled:cursor-not-allowed disabled:opacity-70'

export const buttonVariants = {
  primary: `${base} bg-school text-on-school hover:brightness-110 active:brightness-95`,
  secondary:
    `${base} border border-zinc-500 bg-white text-zinc-900 hover:bg-zinc-100 ` +
    'dark:border-zinc-400 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800',
} as const

export type ButtonVariant = keyof typeof buttonVariants

import type { ReactNode } from 'react'

/**
 * Each tone's colours, light and dark: what a status means, not which status it is (the
 * caller maps its own states onto these). `muted` recedes further than `neutral`;
 * `outline` is a flag beside a status rather than a status.
 */
const TONES = {
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  neutral: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100',
  muted: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
  outline: 'border border-zinc-400 text-zinc-800 dark:border-zinc-500 dark:text-zinc-200',
} as const

export type StatusChipTone = keyof typeof TONES

const CHIP = 'rounded-full px-2.5 py-0.5 text-sm font-medium'

/**
 * A small coloured pill naming a status (an election's phase, a budget request's state, a
 * person's or a club's standing in the admin lists). Plain text in a `<span>`: the words
 * say the status, the colour only repeats it. `nowrap` keeps it on one line as its own box
 * (in a table cell, where it would otherwise break and lose its padding's height).
 */
export function StatusChip({
  tone,
  nowrap = false,
  children,
}: {
  tone: StatusChipTone
  nowrap?: boolean
  children: ReactNode
}) {
  const layout = nowrap ? `inline-block ${CHIP} whitespace-nowrap` : CHIP
  return <span className={`${layout} ${TONES[tone]}`}>{children}</span>
}

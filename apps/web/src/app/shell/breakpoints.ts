/**
 * Spec 9 breakpoints, in px. They equal Tailwind's defaults (sm, md, lg, xl, 2xl), so a
 * `md:` class and `breakpoints.md` here always agree; change both together or neither.
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const

export type Breakpoint = 'xs' | keyof typeof breakpoints

/** The widest breakpoint a viewport of this width has reached ('xs' below sm). */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs'
  for (const [name, min] of Object.entries(breakpoints)) {
    if (width >= min && isBreakpoint(name)) current = name
  }
  return current
}

function isBreakpoint(name: string): name is keyof typeof breakpoints {
  return name in breakpoints
}

/** One media query per breakpoint: a `change` on any of them is a breakpoint change. */
export const breakpointQueries = Object.values(breakpoints).map(
  (min) => `(min-width: ${String(min)}px)`,
)

import type { ReactNode } from 'react'
import { NavLink } from 'react-router'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ${
    isActive
      ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
      : 'text-zinc-800 hover:bg-zinc-200/70 dark:text-zinc-200 dark:hover:bg-zinc-800'
  }`

interface SubPageFrameProps {
  title: string
  intro: string
  /** The navigation's accessible name ("Settings pages"). */
  navLabel: string
  pages: readonly { to: string; label: string }[]
  /** The open page's column: settings keep forms readable, the admin console is wider. */
  width: 'form' | 'wide'
  children: ReactNode
}

/**
 * A section made of sub-pages (settings, the admin console): the title, the pages as
 * plain links (Tab and Enter, the open one marked with aria-current; rows that wrap on
 * phones, every page in sight, and a column from lg up) and the open page.
 */
export function SubPageFrame({
  title,
  intro,
  navLabel,
  pages,
  width,
  children,
}: SubPageFrameProps) {
  return (
    <div
      className={`mx-auto w-full px-4 pt-6 pb-4 sm:px-6 lg:pt-10 ${width === 'wide' ? 'max-w-7xl' : 'max-w-6xl'}`}
    >
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {title}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{intro}</p>
      <div className="mt-6 flex flex-col gap-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={navLabel}>
          <ul className="flex flex-wrap gap-1 lg:sticky lg:top-6 lg:flex-col">
            {pages.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} className={linkClass}>
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`flex min-w-0 flex-col gap-6 ${width === 'form' ? 'max-w-3xl' : ''}`}>
          {children}
        </div>
      </div>
    </div>
  )
}

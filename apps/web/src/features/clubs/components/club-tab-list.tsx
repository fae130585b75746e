import type { ClubLayout, ClubTab } from '@quad/shared'
import { Link } from 'react-router'
import { SideScroller } from '../../../components/side-scroller.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { clubTabLabel } from '../club-tabs.ts'

interface ClubTabListProps {
  clubName: string
  tabs: ClubLayout['tabs']
  current: ClubTab
  hrefOf: (tab: ClubTab) => string
}

/**
 * The club page's tabs (issue 16) as links kept in the URL, the current one marked
 * `aria-current="page"`: each tab is an address a student can share or come back to, and
 * Tab and Enter move between them as between any links. On a phone the row scrolls sideways, the current tab in view and arrows
 * saying where more tabs hide (issue 30 bug 8).
 */
export function ClubTabList({ clubName, tabs, current, hrefOf }: ClubTabListProps) {
  return (
    <nav aria-label={t('clubs.tabs.label', { name: clubName })} className="mt-6">
      <SideScroller
        className="-mx-4 md:mx-0"
        listClassName="flex gap-1 overflow-x-auto border-b border-zinc-200 px-4 [scrollbar-width:none] md:px-0 dark:border-zinc-800"
        currentKey={current}
      >
        {tabs.map(({ key }) => {
          const selected = key === current
          return (
            <li key={key} className="shrink-0">
              <Link
                to={hrefOf(key)}
                aria-current={selected ? 'page' : undefined}
                // The page stays where it is: only the panel below changes.
                preventScrollReset
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ${
                  selected
                    ? 'border-zinc-900 text-zinc-950 dark:border-zinc-50 dark:text-zinc-50'
                    : 'border-transparent text-zinc-700 hover:border-zinc-400 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-zinc-50'
                }`}
              >
                {clubTabLabel(key)}
              </Link>
            </li>
          )
        })}
      </SideScroller>
    </nav>
  )
}

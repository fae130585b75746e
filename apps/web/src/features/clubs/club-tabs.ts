import type { ClubChannel, ClubLayout, ClubTab } from '@quad/shared'
import { t } from '../../lib/i18n/t.ts'

/** The tab's name in the page's language (the layout's own label is the server's English). */
export function clubTabLabel(tab: ClubTab): string {
  return t(`clubs.tabs.${tab}`)
}

/** The feed's channels among the tabs: their panels are the feed's (the route's slot). */
export function channelOf(tab: ClubTab): ClubChannel | null {
  return tab === 'news' || tab === 'discussion' || tab === 'forum' ? tab : null
}

/**
 * The tab the URL names, when the viewer has it; none named is the layout's default; one
 * they do not have (a member's link opened by a visitor, a typo) is null: the page goes to
 * its default instead of showing an empty panel.
 */
export function chosenTab(layout: ClubLayout, named: string | undefined): ClubTab | null {
  if (named === undefined) return layout.defaultTab
  return layout.tabs.find((tab) => tab.key === named)?.key ?? null
}

/** The About tab alone: the page when its layout did not load (the about answer did). */
export const ABOUT_ONLY: ClubLayout = {
  tabs: [{ key: 'about', label: 'About' }],
  defaultTab: 'about',
}

import { ClubTab, type ClubLayout, type SchoolSections } from '@quad/shared'

/** Who opens a club's page, as its tabs need to know (issue 16 "Club pages"). */
export interface ClubTabViewer {
  /** A visitor in share mode (no token): only a listed club's page opens to them. */
  visitor: boolean
  /** A member of the club, officers included. */
  member: boolean
  officer: boolean
  /** A school admin (or operator): opens every club and reads every channel. */
  admin: boolean
  /**
   * The club is active and not under a moderator's review: only then does it have events
   * and posts to show (an archived club is read-only, decision 030; a hidden one, 032).
   */
  open: boolean
  /** The club is in the listings (active, published, not hidden from the list, not under review). */
  listed: boolean
  /** The school's sections: a tab of a switched-off one is not shown (issue 30 debt 1). */
  sections: SchoolSections
}

/** One tab a feature adds to a club's page, and for whom. */
export interface ClubTabDeclaration {
  tab: ClubTab
  /** The tab's name in English (the spec's layout answer carries one; the web has its own). */
  label: string
  shownTo(viewer: ClubTabViewer): boolean
}

/**
 * The club page's tabs as an extension point (decision 047, like the about parts of
 * decision 034): the clubs feature answers `GET /api/v1/clubs/{id}/layout` without knowing
 * events or the feed; each feature contributes its tabs to `clubTabPoint` (the clubs
 * feature lists its own), and the layout keeps those shown to the viewer in the one order
 * of `ClubTab` (About, Events, News, Discussion, Forum, Members).
 */
export class ClubTabs {
  readonly #declarations: readonly ClubTabDeclaration[]

  constructor(declarations: readonly ClubTabDeclaration[]) {
    const seen = new Set<ClubTab>()
    for (const { tab } of declarations) {
      if (seen.has(tab)) throw new Error(`Two features declare the club tab ${tab}`)
      seen.add(tab)
    }
    this.#declarations = declarations
  }

  layout(viewer: ClubTabViewer): ClubLayout {
    const order = ClubTab.options
    const tabs = this.#declarations
      .filter((declaration) => declaration.shownTo(viewer))
      .sort((a, b) => order.indexOf(a.tab) - order.indexOf(b.tab))
      .map(({ tab, label }) => ({ key: tab, label }))
    // About is always there (the clubs feature declares it for everyone who opens the club).
    return { tabs, defaultTab: tabs[0]?.key ?? 'about' }
  }
}

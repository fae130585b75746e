import type { ClubTabDeclaration, ClubTabViewer } from '../clubs/index.ts'

/** Members read the club's discussion and forum; school admins every club's (post-visibility.ts). */
const insider = (viewer: ClubTabViewer) => viewer.open && (viewer.member || viewer.admin)
/** A club's news is open to anyone while the club is listed (a hidden club's, to its members). */
const newsReader = (viewer: ClubTabViewer) => insider(viewer) || (viewer.open && viewer.listed)

/**
 * The feed's tabs on a club's page (issue 16 "Club pages", decision 047), the same rule as
 * `postsSeenBy`: News for its members and school admins, and for everyone while the club is
 * listed (visitors open only a listed club); Discussion and Forum for members and admins.
 */
export const feedClubTabs: ClubTabDeclaration[] = [
  { tab: 'news', label: 'News', shownTo: newsReader },
  { tab: 'discussion', label: 'Discussion', shownTo: insider },
  { tab: 'forum', label: 'Forum', shownTo: insider },
]

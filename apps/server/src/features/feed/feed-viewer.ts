import { can, hasRole, type Actor } from '../../platform/policies/policies.ts'
import { feedActions } from './actions.ts'

/**
 * Who reads the feed: a signed-in student with what their roles allow, or null for a
 * visitor in share mode (who sees only public clubs' news). `admin` sees every club's
 * channels (to moderate them); `remover` may delete anyone's post or comment anywhere
 * (moderators and school admins, spec'd by `feed.remove`); `pinner` may pin anywhere.
 */
export interface FeedViewer {
  userId: number
  schoolId: number
  admin: boolean
  remover: boolean
  pinner: boolean
}

export function feedViewerOf(actor: Actor): FeedViewer {
  const school = { schoolId: actor.schoolId }
  return {
    userId: actor.userId,
    schoolId: actor.schoolId,
    admin: actor.operator || hasRole(actor, 'school_admin'),
    remover: can(actor, feedActions['feed.remove'], school),
    pinner: can(actor, feedActions['feed.pin'], school),
  }
}

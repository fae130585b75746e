import { Club, ClubLayout, type ClubTab } from '@quad/shared'
import { http } from 'msw'
import { answer, ORIGIN } from './fake-api.ts'

/**
 * A club as the API answers it, parsed through the contract: route tests say only what
 * their case is about (its name, the viewer's membership, closed membership...), so a new
 * field of the contract is added here once, not in every test.
 */
export function fakeClub(over: Partial<Club> & Pick<Club, 'id' | 'name'>): Club {
  return Club.parse({
    description: `About ${over.name}.`,
    category: 'Hobbies',
    logoUrl: null,
    coverUrl: null,
    countMembers: 12,
    countOfficers: 1,
    membership: null,
    closedMembership: false,
    lockedOfficers: false,
    discussionOpen: true,
    requestPending: false,
    createdAt: '2026-09-01T00:00:00.000Z',
    status: 'active',
    published: true,
    hidden: false,
    tags: [],
    ...over,
  })
}

/** The tabs a member of a club sees (issue 16), the layout call's answer by default. */
export const MEMBER_TABS: ClubTab[] = ['about', 'events', 'news', 'discussion', 'forum', 'members']

/** `GET /api/v1/clubs/{id}/layout` answering these tabs for any club (About first, the default). */
export function clubLayout(tabs: readonly ClubTab[] = MEMBER_TABS) {
  return http.get(`${ORIGIN}/api/v1/clubs/:id/layout`, () =>
    answer(ClubLayout, {
      tabs: tabs.map((key) => ({ key, label: key[0]?.toUpperCase() + key.slice(1) })),
      defaultTab: 'about',
    }),
  )
}

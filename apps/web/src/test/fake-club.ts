import { Club } from '@quad/shared'

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

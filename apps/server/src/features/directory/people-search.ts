import type { AccountType } from '@quad/shared'
import { blockedBy } from '../connections/index.ts'
import type { SearchSource } from '../search/index.ts'
import { searchDirectory } from './directory.service.ts'
import { liveDirectoryOf } from './live-directories.ts'

const ACCOUNT_TYPE_NAMES: Readonly<Record<AccountType, string>> = {
  student: 'Student',
  alumni: 'Alumni',
  faculty: 'Faculty',
  staff: 'Staff',
}

/**
 * People the top bar's search finds (issue 36 item 1): the directory's own search over its
 * index (decision 012: typo tiers, relevance order, who opted out or blocked the viewer
 * absent), and never a student the viewer blocked either.
 */
export const peopleSearch: SearchSource = {
  kind: 'people',
  section: 'directory',
  async search({ database, school, actor, q, offset, limit }) {
    const blocked = await blockedBy(database.db, actor.userId)
    const page = await searchDirectory(
      liveDirectoryOf(database),
      school,
      actor.userId,
      {
        offset,
        count: limit,
        order: 'relevance',
        text: q.toLowerCase(),
        accountType: null,
        year: null,
        connection: 'all',
        tags: [],
        withFacets: false,
      },
      blocked,
    )
    return {
      items: page.people.map((person) => ({
        kind: 'people',
        id: person.uid,
        title: `${person.firstName} ${person.lastName}`,
        detail: [
          ACCOUNT_TYPE_NAMES[person.accountType],
          person.yearOfGraduation === null ? null : `Class of ${String(person.yearOfGraduation)}`,
        ]
          .filter(Boolean)
          .join(' · '),
        snippet: null,
        imageUrl: person.photoUrl,
        at: null,
        context: null,
      })),
      more: offset + page.people.length < page.total,
    }
  },
}

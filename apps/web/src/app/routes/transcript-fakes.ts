import type { TranscriptEntry, TranscriptRecord, TranscriptSettings } from '@quad/shared'

/** A student's transcript as the server composes it (decision 102), for the route tests. */
export const settings: TranscriptSettings = {
  categories: [
    { uid: 'c-vol', name: 'Volunteering', description: '', archived: false },
    { uid: 'c-awd', name: 'Awards', description: '', archived: false },
  ],
  outcomes: [{ uid: 'o-lead', name: 'Leadership', description: '', archived: false }],
}

export const soup: TranscriptEntry = {
  uid: 'e1',
  title: 'Soup kitchen',
  category: { uid: 'c-vol', name: 'Volunteering' },
  organization: 'City Food Bank',
  hours: 12.5,
  startDate: '2026-01-10',
  endDate: null,
  description: 'Served meals.',
  outcomes: [],
  status: 'approved',
  reviewNote: null,
  reviewedAt: '2026-02-01T10:00:00.000Z',
  createdAt: '2026-01-20T10:00:00.000Z',
}

export const deansList: TranscriptEntry = {
  ...soup,
  uid: 'e2',
  title: 'Dean’s list',
  category: { uid: 'c-awd', name: 'Awards' },
  organization: '',
  hours: 0,
  status: 'returned',
  reviewNote: 'Attach the letter.',
}

export const record: TranscriptRecord = {
  student: { name: 'Maya Lopez' },
  school: { name: 'Demo University', colour: '#123456' },
  memberships: [
    {
      club: { uid: 'k2', name: 'Chess Club' },
      role: 'member',
      since: '2025-02-03T10:00:00.000Z',
      until: '2025-06-20T10:00:00.000Z',
    },
    {
      club: { uid: 'k1', name: 'Debate Society' },
      role: 'officer',
      since: '2025-09-01T10:00:00.000Z',
      until: null,
    },
  ],
  events: [
    {
      uid: 'ev1',
      title: 'Regional debate',
      startsAt: '2026-02-10T15:00:00.000Z',
      hours: 2.5,
      club: 'Debate Society',
    },
  ],
  badges: [
    { name: 'Early bird', description: 'First check-in', awardedAt: '2026-02-10T18:00:00.000Z' },
  ],
  categories: [{ uid: 'c-vol', name: 'Volunteering', hours: 12.5, entries: [soup] }],
  hours: { events: 2.5, entries: 12.5, total: 15 },
}

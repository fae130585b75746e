import { registerMessages } from '../../lib/i18n/t.ts'

/** The co-curricular transcript: /cct, its verification page and Admin → Transcript (decision 102). */
export const transcriptMessages = {
  'transcript.intro':
    'Your verified record of involvement: clubs, events you checked in to, badges, and the activities staff approved.',
  'transcript.loading': 'Loading your transcript…',
  'transcript.error': 'The transcript could not be loaded.',
  'transcript.retry': 'Try again',
  'transcript.download': 'Download PDF',
  'transcript.downloadFailed': 'The PDF could not be made. Try again.',
  'transcript.addEntry': 'Add an activity',
  'transcript.totalHours': '{hours} hours in total',
  'transcript.hours': '{hours} h',
  'transcript.verified': 'Verified by Quad',
  'transcript.approved': 'Approved by staff',
  'transcript.memberships': 'Clubs and leadership',
  'transcript.officer': 'Officer',
  'transcript.member': 'Member',
  'transcript.since': 'since {date}',
  'transcript.between': '{from} – {until}',
  'transcript.events': 'Events attended',
  'transcript.badges': 'Badges',
  'transcript.nothing': 'Nothing here yet.',
  'transcript.myEntries': 'Your activities',
  'transcript.noEntries':
    'Add volunteering, awards and other activities; staff approve them onto your transcript.',
  'transcript.status.pending': 'Waiting for review',
  'transcript.status.approved': 'Approved',
  'transcript.status.returned': 'Returned',
  'transcript.note': 'Staff note: {note}',
  'transcript.edit': 'Edit',
  'transcript.editLabel': 'Edit {title}',
  'transcript.delete': 'Remove',
  'transcript.deleteLabel': 'Remove {title}',
  'transcript.entryTitle': 'Add an activity',
  'transcript.entryEditTitle': 'Edit the activity',
  'transcript.field.title': 'Title',
  'transcript.field.category': 'Category',
  'transcript.field.organization': 'Organization',
  'transcript.field.hours': 'Hours',
  'transcript.field.startDate': 'Start date',
  'transcript.field.endDate': 'End date (optional)',
  'transcript.field.description': 'Description',
  'transcript.field.outcomes': 'Learning outcomes',
  'transcript.chooseCategory': 'Choose a category',
  'transcript.noCategories': 'Your school has not defined transcript categories yet.',
  'transcript.save': 'Send for review',
  'transcript.saving': 'Sending…',
  'transcript.cancel': 'Cancel',
  'transcript.close': 'Close',
  'transcript.saved': '“{title}” is sent for review.',
  'transcript.shares': 'Verification links',
  'transcript.sharesIntro':
    'Anyone with a link sees the parts you choose, as they stand, and that Quad verified them. Revoke a link to end it.',
  'transcript.shareCreate': 'Make a link',
  'transcript.shareChoose': 'Show on the link',
  'transcript.shareMade': 'The link is made. Copy it from the list.',
  'transcript.shareNone': 'No links yet.',
  'transcript.shareShows': 'Shows: {parts}',
  'transcript.shareCreated': 'Made {date}',
  'transcript.shareRevoked': 'Revoked {date}',
  'transcript.revoke': 'Revoke',
  'transcript.revokeLabel': 'Revoke the link made {date}',
  'transcript.copyLabel': 'Link made {date}',
  'transcript.verifyTitle': 'Co-curricular transcript',
  'transcript.verifyLoading': 'Checking the link…',
  'transcript.verifyGenuine': 'Genuine: verified by Quad for {school}, shared on {date}.',
  'transcript.verifyRevoked':
    'This link was revoked by its student on {date}. It no longer shows a transcript.',
  'transcript.verifyInvalid': 'This is not a valid verification link.',
  'transcript.review': 'Waiting for review',
  'transcript.reviewEmpty': 'No activities are waiting for review.',
  'transcript.reviewBy': '{name} · {category} · {hours} h',
  'transcript.approve': 'Approve',
  'transcript.approveLabel': 'Approve {title}',
  'transcript.return': 'Return',
  'transcript.returnLabel': 'Return {title}',
  'transcript.returnNote': 'Note to the student',
  'transcript.returnTitle': 'Return “{title}”',
  'transcript.returnSubmit': 'Return with note',
  'transcript.reviewed': 'Done: the student is told.',
  'transcript.adminIntro':
    'Approve or return the activities students add, and define the categories and learning outcomes they choose from.',
  'transcript.categories': 'Categories',
  'transcript.outcomes': 'Learning outcomes',
  'transcript.newCategory': 'New category',
  'transcript.newOutcome': 'New learning outcome',
  'transcript.add': 'Add',
} as const

export type TranscriptMessages = typeof transcriptMessages
registerMessages(transcriptMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends TranscriptMessages {}
}

import { registerMessages } from '../../lib/i18n/t.ts'

/** Leaderboards and the student's choice to show on them (issue 36 item 3, decision 100). */
export const badgesMessages = {
  'badges.leaderboardTitle': 'Leaderboard',
  'badges.leaderboardIntro':
    'Points from the badges students earned in {term}. Only students who chose to show here are listed.',
  'badges.scope': 'Show',
  'badges.scopeSchool': 'The whole school',
  'badges.loading': 'Loading the leaderboard…',
  'badges.error': 'The leaderboard could not be loaded.',
  'badges.retry': 'Try again',
  'badges.empty': 'No one here has chosen to show on the leaderboard yet.',
  'badges.listLabel': 'Leaderboard of {scope}',
  'badges.rank': 'Rank {rank}',
  'badges.points': '{points} points',
  'badges.youTitle': 'You',
  'badges.youRanked': 'You have {points} points this term: rank {rank}.',
  'badges.youNone': 'You have no points this term yet. Earn badges by taking part.',
  'badges.youHidden': 'Only you see this: others do not see you on the leaderboard.',
  'badges.settingTitle': 'Leaderboards',
  'badges.settingDescription':
    'Your points from badges, per term, on the leaderboards of your school and your clubs.',
  'badges.switch': 'Show me on leaderboards',
  'badges.switchHint': 'Off: you still see your own rank, and no one else sees you there.',
  'badges.saveFailed': 'Your choice could not be saved. Try again.',
  'badges.openLeaderboard': 'Open the leaderboard',
} as const satisfies Record<string, string>

export type BadgesMessages = typeof badgesMessages
registerMessages(badgesMessages)

declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends BadgesMessages {}
}

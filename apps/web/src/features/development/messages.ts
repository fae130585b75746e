import { registerMessages } from '../../lib/i18n/t.ts'

/** The Dev space (spec 2 /development, issue 36 item 5). */
export const developmentMessages = {
  'development.intro': 'Your goals and skills, and what is on at school that gets you there.',
  'development.loading': 'Loading your Dev space…',
  'development.failed': 'Your Dev space did not load. Check your connection, then try again.',
  'development.retry': 'Try again',
  'development.goals': 'Your goals',
  'development.goalsEmpty': 'No goals yet. Add one, and Quad suggests events for it.',
  'development.addGoal': 'Add a goal',
  'development.editGoal': 'Edit goal',
  'development.edit': 'Edit',
  'development.editGoalNamed': 'Edit {title}',
  'development.deleteGoalNamed': 'Delete {title}',
  'development.deleteGoalTitle': 'Delete this goal?',
  'development.deleteGoalBody': '“{title}” and its suggestions go.',
  'development.delete': 'Delete',
  'development.cancel': 'Cancel',
  'development.close': 'Close',
  'development.save': 'Save',
  'development.saving': 'Saving…',
  'development.saved': 'Saved.',
  'development.failedChange': 'Couldn’t save: {reason}',
  'development.reached': 'Reached',
  'development.reachedNamed': 'Reached {title}',
  'development.by': 'By {date}',
  'development.goalTitle': 'Goal',
  'development.goalDetail': 'Why it matters, or how you will know (optional)',
  'development.goalKeywords': 'Words it is about (optional)',
  'development.goalKeywordsHint':
    'Separate them with commas: “design, portfolio”. Without them, the goal’s own words are used.',
  'development.goalTarget': 'By when (optional)',
  'development.suggestions': 'Suggested for your goals',
  'development.suggestionsEmpty': 'Nothing coming up for your goals yet. Check back soon.',
  'development.skills': 'Skills',
  'development.skillsEmpty': 'List what you are good at.',
  'development.addSkill': 'Add a skill',
  'development.addSkillButton': 'Add',
  'development.removeSkill': 'Remove {skill}',
  'development.more': 'More of you',
  'development.record': 'Your record',
  'development.recordOpen': 'Open your transcript',
  'development.recordFailed': 'Your transcript did not load.',
  'development.recordSummary':
    '{hours} hours of involvement · Clubs: {clubs} · Events attended: {events}',
  'development.badges': 'Badges',
  'development.badgesNone': 'No badges yet: they come with check-ins, clubs and roles.',
  'development.experienceLink': 'Your experience, in Settings → Profile',
  'development.leaderboardLink': 'Your badges and points on the leaderboard',
  'development.profileLink': 'Your profile, as others see it',
} as const satisfies Record<string, string>

registerMessages(developmentMessages)

type DevelopmentMessages = typeof developmentMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends DevelopmentMessages {}
}

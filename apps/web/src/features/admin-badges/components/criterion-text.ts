import '../messages.ts'
import type { BadgeCriterion } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

/** A criterion in words: "Check in at 3 Sports events", "Join 2 clubs". */
export function criterionText(criterion: BadgeCriterion): string {
  switch (criterion.kind) {
    case 'events_attended':
      return criterion.category
        ? t('adminBadges.rule.eventsOfCategory', {
            count: String(criterion.count),
            category: criterion.category,
          })
        : t('adminBadges.rule.events_attended', { count: String(criterion.count) })
    case 'officer':
      return t('adminBadges.rule.officer')
    case 'clubs_joined':
      return t('adminBadges.rule.clubs_joined', { count: String(criterion.count) })
    case 'transcript_category':
      return t('adminBadges.rule.transcript_category', {
        count: String(criterion.count),
        category: criterion.category,
      })
  }
}

import type { Experience, ExperienceKind } from '@quad/shared'
import { formatDate } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'
import './messages.ts'

/** A calendar day `YYYY-MM-DD` as its month: "Jun 2025" (the day itself, in no zone). */
function month(day: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), 'month', 'UTC')
}

/** "Jun 2025 – Aug 2025", or "Sep 2025 – present" for an entry with no end. */
export function experienceDates(entry: Pick<Experience, 'startDate' | 'endDate'>): string {
  const end = entry.endDate === null ? t('profile.experienceNow') : month(entry.endDate)
  return t('profile.experienceDates', { start: month(entry.startDate), end })
}

/** What kind of experience it was, as shown beside its dates. */
export function experienceKindLabel(kind: ExperienceKind): string {
  return t(`profile.experienceKind.${kind}`)
}

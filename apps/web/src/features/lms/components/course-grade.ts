import type { Course } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'

/** "Grade A- · 91.5%", either half alone, or "No grade yet", as the LMS computes it now. */
export function courseGrade({ currentGrade, currentScore }: Course): string {
  const score = currentScore === null ? null : formatNumber(currentScore)
  if (currentGrade !== null && score !== null) {
    return t('lms.gradeAndScore', { grade: currentGrade, score })
  }
  if (currentGrade !== null) return t('lms.gradeOnly', { grade: currentGrade })
  if (score !== null) return t('lms.scoreOnly', { score })
  return t('lms.noGrade')
}

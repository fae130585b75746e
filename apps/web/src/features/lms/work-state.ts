import type { CourseWork } from '@quad/shared'
import { formatNumber } from '../../lib/i18n/format.ts'
import { t } from '../../lib/i18n/t.ts'
import './messages.ts'

export type WorkTone = 'good' | 'warn' | 'bad' | 'plain'

/**
 * One line for where a piece of work stands: graded (with the score) over missing over late
 * over submitted, as the LMS reports it (a graded late submission shows its grade).
 */
export function workState({ submission, pointsPossible }: CourseWork): {
  label: string
  tone: WorkTone
} {
  if (!submission) return { label: t('lms.state.notSubmitted'), tone: 'plain' }
  if (submission.state === 'graded')
    return { label: gradedLabel(submission, pointsPossible), tone: 'good' }
  if (submission.missing) return { label: t('lms.state.missing'), tone: 'bad' }
  if (submission.late) return { label: t('lms.state.late'), tone: 'warn' }
  if (submission.state === 'unsubmitted')
    return { label: t('lms.state.notSubmitted'), tone: 'plain' }
  return { label: t('lms.state.submitted'), tone: 'good' }
}

function gradedLabel(
  { score, grade }: NonNullable<CourseWork['submission']>,
  pointsPossible: number | null,
): string {
  if (score !== null && pointsPossible !== null) {
    return t('lms.state.gradedScore', {
      score: formatNumber(score),
      points: formatNumber(pointsPossible),
    })
  }
  const shown = grade ?? (score === null ? null : formatNumber(score))
  return shown === null ? t('lms.state.graded') : t('lms.state.gradedAs', { grade: shown })
}

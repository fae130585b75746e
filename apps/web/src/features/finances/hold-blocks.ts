import type { HoldBlock } from '@quad/shared'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'
import './messages.ts'

/** What a hold stops, in the student's words (HoldBlock's readable labels). */
export const HOLD_BLOCK_LABELS: Record<HoldBlock, PlainMessageKey> = {
  registration: 'finances.block.registration',
  enrollment_changes: 'finances.block.enrollment_changes',
  transcripts: 'finances.block.transcripts',
  diploma: 'finances.block.diploma',
  grades: 'finances.block.grades',
  housing: 'finances.block.housing',
}

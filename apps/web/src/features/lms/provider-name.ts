import type { LmsProviderName } from '@quad/shared'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'
import { t } from '../../lib/i18n/t.ts'
import './messages.ts'

const NAMES: Record<LmsProviderName, PlainMessageKey> = { canvas: 'lms.provider.canvas' }

/** The product's name as students know it ("Canvas"); Canvas when the status is not known. */
export function providerName(provider: LmsProviderName | null | undefined): string {
  return t(NAMES[provider ?? 'canvas'])
}

import type { LmsProviderName } from '@quad/shared'
import { canvasProvider } from './canvas/canvas-provider.ts'
import type { LmsProvider } from './lms-provider.ts'

const providers: Record<LmsProviderName, LmsProvider> = { canvas: canvasProvider }

/** The `LmsProvider` that speaks to a school's LMS product (decision 048). */
export function providerFor(name: LmsProviderName): LmsProvider {
  return providers[name]
}

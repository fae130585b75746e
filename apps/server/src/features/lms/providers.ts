import type { LmsProviderName } from '@quad/shared'
import type { Outbound } from '../../platform/http/outbound.ts'
import { createCanvasProvider } from './canvas/index.ts'
import type { LmsProvider } from './lms-provider.ts'

const providers: Record<LmsProviderName, typeof createCanvasProvider> = {
  canvas: createCanvasProvider,
}

/**
 * The `LmsProvider` that speaks to a school's LMS product (decision 048), reaching it only
 * through the outbound guard (issue 30 security 2): its address is one an admin typed.
 */
export function providerFor(name: LmsProviderName, outbound: Outbound): LmsProvider {
  return providers[name]((url, init, limits) => outbound.fetch(url, init, limits))
}

import { DevicesSettings } from '../../features/devices/components/devices-settings.tsx'
import { PushSettings } from '../../features/push/components/push-settings.tsx'
import { SecondFactorSettings } from '../../features/second-factor/components/second-factor-settings.tsx'

export { loader } from './settings-profile.tsx'

/**
 * /settings/security (issue 18): two-step sign-in, notifications on this device (issue 34),
 * and the devices signed in.
 */
export function Component() {
  return (
    <>
      <SecondFactorSettings />
      <PushSettings />
      <DevicesSettings />
    </>
  )
}

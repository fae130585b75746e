import { PrivacySettings } from '../../features/settings/components/privacy-settings.tsx'

export { loader } from './settings-profile.tsx'

/** /settings/privacy: directory listing and who may open the full profile. */
export function Component() {
  return <PrivacySettings />
}

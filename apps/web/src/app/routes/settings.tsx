import '../../features/settings/messages.ts'
import { Outlet } from 'react-router'
import { SettingsFrame } from '../../features/settings/components/settings-frame.tsx'

/** Spec 2 /settings: the frame around its sub-pages (issue 12), each a child route. */
export function Component() {
  return (
    <SettingsFrame>
      <Outlet />
    </SettingsFrame>
  )
}

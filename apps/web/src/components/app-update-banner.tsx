import { useState, useSyncExternalStore } from 'react'
import { appUpdate } from '../lib/pwa/app-update.ts'
import { Button } from './button.tsx'
import { DismissButton } from './dismiss-button.tsx'

/**
 * "A new version is ready — Reload" (issue 34, decision 083): shown while a new version
 * waits, until the student reloads into it or puts it off for this visit.
 */
export function AppUpdateBanner() {
  const ready = useSyncExternalStore(appUpdate.subscribe, appUpdate.ready, () => false)
  const [later, setLater] = useState(false)
  if (!ready || later) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-3 lg:bottom-4">
      <section
        aria-label="Update"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg bg-zinc-900 px-4 py-3 text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900"
      >
        <p role="status" className="flex-1 text-sm font-medium">
          A new version is ready
        </p>
        <Button
          onClick={() => {
            appUpdate.apply()
          }}
        >
          Reload
        </Button>
        <DismissButton
          label="Later"
          onDismiss={() => {
            setLater(true)
          }}
          hoverClass="hover:bg-white/10 dark:hover:bg-black/10"
        />
      </section>
    </div>
  )
}

import { useState } from 'react'
import { toast } from '../toasts/toast.ts'

/**
 * A download a button starts (a CSV export): `saving` while it runs (the button waits), and
 * a failure told in a toast worded by `failed`.
 */
export function useDownload(failed: (reason: string) => string) {
  const [saving, setSaving] = useState(false)
  const start = (download: () => Promise<void>) => {
    setSaving(true)
    download()
      .catch((error: unknown) => {
        toast(failed(String(error)), { type: 'Error' })
      })
      .finally(() => {
        setSaving(false)
      })
  }
  return { saving, start }
}

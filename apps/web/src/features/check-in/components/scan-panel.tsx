import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'

// The camera code (and jsQR behind it) loads only when the officer asks for the camera.
const Scanner = lazy(() => import('./scanner.tsx').then((module) => ({ default: module.Scanner })))

/** "Scan with camera": the camera is asked for on this button only, and let go on Stop. */
export function ScanPanel({ onText }: { onText: (text: string) => void }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        aria-expanded={isOpen}
        className="self-start"
        onClick={() => {
          setOpen(!isOpen)
        }}
      >
        {isOpen ? t('checkIn.scanStop') : t('checkIn.scan')}
      </Button>
      {isOpen ? (
        <Suspense fallback={<p role="status">{t('checkIn.scanStarting')}</p>}>
          <Scanner onText={onText} />
        </Suspense>
      ) : null}
    </div>
  )
}

import { useEffect, useRef, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { createDecoder } from '../qr-decoder.ts'

/** How often a frame is read, and how long the same code is ignored after it is read. */
const FRAME_MS = 250
const REPEAT_MS = 3_000

interface ScannerProps {
  onText: (text: string) => void
}

/**
 * The back camera's view while open; the camera is asked for only now (the officer pressed
 * Scan) and released when this closes. Each QR code read is passed on once per few seconds.
 */
export function Scanner({ onText }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<
    { kind: 'starting' | 'on' } | { kind: 'failed'; reason: string }
  >({
    kind: 'starting',
  })
  const handler = useRef(onText)
  useEffect(() => {
    handler.current = onText
  })
  useEffect(() => {
    let stream: MediaStream | null = null
    let timer = 0
    let stopped = false
    let last = { text: '', at: 0 }
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
      const element = video.current
      if (stopped || !element) return
      element.srcObject = stream
      await element.play()
      const decode = await createDecoder()
      setState({ kind: 'on' })
      timer = window.setInterval(() => {
        void decode(element).then((text) => {
          const now = Date.now()
          if (!text || (text === last.text && now - last.at < REPEAT_MS)) return
          last = { text, at: now }
          handler.current(text)
        })
      }, FRAME_MS)
    }
    start().catch((error: unknown) => {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
    })
    return () => {
      stopped = true
      window.clearInterval(timer)
      stream?.getTracks().forEach((track) => {
        track.stop()
      })
    }
  }, [])
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="font-medium text-red-700 dark:text-red-300">
        {t('checkIn.scanDenied', { reason: state.reason })}
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      {state.kind === 'starting' ? <p role="status">{t('checkIn.scanStarting')}</p> : null}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('checkIn.scanVideo')}
        className="aspect-square w-full rounded-2xl bg-black object-cover"
      />
    </div>
  )
}

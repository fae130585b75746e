import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { ResultsMessage } from './results-message.tsx'

/** A page that shows one thing (a club, an event): its width, and the way back to its list. */
export function DetailPage({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-24 md:px-8 md:pt-8">
      <p className="mb-4">{back}</p>
      {children}
    </div>
  )
}

interface DetailLoadFailedProps {
  /** A 404: the thing is not there (or not the viewer's); asking again will not bring it. */
  isMissing: boolean
  missing: { title: string; body: string }
  failed: { title: string; body: string; retry: string }
  onRetry: () => void
}

/** What a detail page says when its one thing did not load: gone, or try again. */
export function DetailLoadFailed({ isMissing, missing, failed, onRetry }: DetailLoadFailedProps) {
  const { title, body } = isMissing ? missing : failed
  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <ResultsMessage
        role="alert"
        icon="flag"
        title={title}
        body={body}
        action={isMissing ? null : <Button onClick={onRetry}>{failed.retry}</Button>}
      />
    </>
  )
}

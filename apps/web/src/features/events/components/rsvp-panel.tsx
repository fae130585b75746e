import type { EventDetail, RsvpBody } from '@quad/shared'
import { useState } from 'react'
import * as z from 'zod/mini'
import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/button-link.tsx'
import { serverErrors } from '../../../lib/form-errors.ts'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { t } from '../../../lib/i18n/t.ts'
import { loginHref } from '../../../lib/session/login-href.ts'
import { useOutbox } from '../../../lib/offline/outbox-store.ts'
import { dequeue } from '../../../lib/offline/outbox.ts'
import { QUEUED_RSVP, QueuedRsvp, useRsvp } from '../rsvp-api.ts'
import { EventTicket } from './event-ticket.tsx'
import { RegistrationForm } from './registration-form.tsx'
import { RsvpChoices, type Choice } from './rsvp-choices.tsx'

const boxClass =
  'rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900'

/**
 * The student's answer (issue 15 item 3): Going, Interested or Not going; the questions
 * first when the event asks them; the waitlist explained; the ticket once going. A visitor
 * is offered a sign-in that comes back to this event.
 */
export function RsvpPanel({ event, audience }: { event: EventDetail; audience: Audience }) {
  // When the page opened: an event ending while it is open still takes its last answers.
  const [openedAt] = useState(Date.now)
  if (audience === 'visitor') return <VisitorRsvp />
  if (event.status !== 'published') return null
  if (new Date(event.endsAt).getTime() < openedAt) {
    return (
      <section aria-label={t('events.rsvpTitle')} className={boxClass}>
        <p className="text-zinc-800 dark:text-zinc-200">{t('events.ended')}</p>
      </section>
    )
  }
  return <StudentRsvp event={event} />
}

function StudentRsvp({ event }: { event: EventDetail }) {
  const rsvp = useRsvp(event.id)
  const [isAsking, setAsking] = useState(false)
  const [saved, setSaved] = useState<string>('')
  // An answer given offline, waiting on the device (decision 084), or refused when sent.
  const queued = useOutbox(QUEUED_RSVP).find((item) => item.key === event.id)
  const send = (body: RsvpBody) => {
    setSaved('')
    rsvp.mutate(body, {
      onSuccess: (answer) => {
        setAsking(false)
        // A queued answer is said from the device's queue (below), for as long as it waits.
        if (answer !== 'queued' && answer.status) setSaved(t(`events.rsvpSaved.${answer.status}`))
      },
    })
  }
  const queuedChoice = queued && queued.failure === null ? queuedStatus(queued.payload) : null
  const answered = queuedChoice ?? (event.viewerRsvp === 'waitlisted' ? 'going' : event.viewerRsvp)
  const shown: Choice | null = isAsking
    ? 'going'
    : rsvp.isPending
      ? rsvp.variables.status
      : answered
  const failure =
    rsvp.error && !isAsking ? t('events.rsvpFailed', { reason: rsvp.error.message }) : ''
  return (
    <section aria-label={t('events.rsvpTitle')} className={`${boxClass} flex flex-col gap-3`}>
      <RsvpChoices
        waitlistPosition={
          event.viewerRsvp === 'waitlisted' && !isAsking && !rsvp.isPending
            ? event.viewerWaitlistPosition
            : null
        }
        value={shown}
        onChoose={(status) => {
          if (rsvp.isPending) return
          if (status === 'going' && event.questions.length > 0 && answered !== 'going') {
            rsvp.reset()
            setAsking(true)
            return
          }
          setAsking(false)
          send({ status })
        }}
      />
      {/* One live region for what happened: saved, or why not. */}
      <p role="status" className="text-zinc-800 empty:hidden dark:text-zinc-200">
        {rsvp.isPending ? t('events.saving') : queuedChoice ? t('events.rsvpQueued') : saved}
      </p>
      {failure ? (
        <p role="alert" className="font-medium text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      {queued?.failure != null ? (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-2 font-medium text-red-800 dark:text-red-300"
        >
          {t('events.rsvpFailed', { reason: queued.failure })}
          <button
            type="button"
            className="underline"
            onClick={() => void dequeue(QUEUED_RSVP, event.id)}
          >
            {t('events.rsvpDismiss')}
          </button>
        </p>
      ) : null}
      {event.viewerRsvp === 'waitlisted' && !isAsking ? (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {t('events.waitlisted')}
        </p>
      ) : null}
      {isAsking ? (
        <RegistrationForm
          event={event}
          serverErrors={rsvp.error ? serverErrors(rsvp.error) : {}}
          isSaving={rsvp.isPending}
          onSubmit={(answers) => {
            send({ status: 'going', answers })
          }}
          onCancel={() => {
            rsvp.reset()
            setAsking(false)
          }}
        />
      ) : null}
      {event.viewerRsvp === 'going' && !isAsking ? <EventTicket eventId={event.id} /> : null}
    </section>
  )
}

/** The choice a waiting answer gives, read back from the device. */
function queuedStatus(payload: unknown): Choice | null {
  const parsed = z.safeParse(QueuedRsvp, payload)
  return parsed.success ? parsed.data.body.status : null
}

function VisitorRsvp() {
  const location = useLocation()
  return (
    <section aria-label={t('events.rsvpTitle')} className={`${boxClass} flex flex-col gap-3`}>
      <p className="text-zinc-800 dark:text-zinc-200">{t('events.visitorRsvp')}</p>
      {/* loginHref drops share=1: after signing in, the same event as a student. */}
      <ButtonLink to={loginHref(location)} className="self-start">
        {t('events.signInToRsvp')}
      </ButtonLink>
    </section>
  )
}

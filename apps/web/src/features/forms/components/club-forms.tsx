import '../messages.ts'
import type { FormStatus, FormSummary } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { ButtonLink } from '../../../components/button-link.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { StatusChip, type StatusChipTone } from '../../../components/status-chip.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { formatDate, formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ListState } from './list-state.tsx'
import { toast } from '../../../lib/toasts/toast.ts'
import { managedFormsQuery, useDeleteForm, useFormStatus } from '../api.ts'

const STATUS_TONE: Record<FormStatus, StatusChipTone> = {
  draft: 'neutral',
  open: 'success',
  closed: 'warning',
}

/** Open, but past its closing time: a new time (Edit) opens it again. */
const expired = (form: FormSummary) => form.status === 'open' && !form.accepting

/** Who a form goes to, in words. */
export function audienceText(form: FormSummary): string {
  if (form.audience.kind === 'event') {
    return t('forms.audience.event', { event: form.audience.eventTitle ?? '' })
  }
  return t(form.audience.kind === 'club' ? 'forms.audience.club' : 'forms.audience.school')
}

const countText = (n: number, one: 'forms.answersOne' | 'forms.questionsOne') =>
  n === 1
    ? t(one)
    : t(one === 'forms.answersOne' ? 'forms.answersMany' : 'forms.questionsMany', {
        count: formatNumber(n),
      })

interface ManagedFormsProps {
  /** A club's forms (`clubId`), or the school's own (null). */
  clubId: string | null
  /** Where the forms' pages are: `{base}/new`, `{base}/{formId}`, `…/edit`, `…/results`. */
  base: string
  /** The heading, its level and its intro: the club's Manage area, or Admin → Forms. */
  heading: { level: 2 | 3; text: string; intro: string }
}

/**
 * The forms someone runs (issue 37 item 1, decision 110): "Build a form", and each form
 * with where it stands, who it goes to, its answers, and what may be done with it (edit,
 * open or close, results, delete). A club's Manage area and Admin → Forms.
 */
export function ManagedForms({ clubId, base, heading: head }: ManagedFormsProps) {
  const forms = useQuery(managedFormsQuery(clubId))
  const status = useFormStatus()
  const remove = useDeleteForm()
  const [deleting, setDeleting] = useState<FormSummary | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const href = (form: FormSummary, rest = '') => `${base}/${encodeURIComponent(form.id)}${rest}`
  const Heading = head.level === 2 ? 'h2' : 'h3'
  const fail = (error: Error) => {
    toast(t('forms.failed', { reason: error.message }), { type: 'Error' })
  }
  const setStatus = (form: FormSummary, next: 'open' | 'closed') => {
    status.mutate(
      { formId: form.id, status: next },
      {
        onSuccess: () => {
          toast(t(next === 'open' ? 'forms.opened' : 'forms.closed', { title: form.title }))
        },
        onError: fail,
      },
    )
  }
  const data = forms.data
  return (
    <section aria-labelledby="managed-forms" className="flex flex-col gap-3">
      <Heading
        id="managed-forms"
        ref={heading}
        tabIndex={-1}
        className={
          head.level === 2 ? 'text-2xl font-semibold tracking-tight' : 'text-lg font-semibold'
        }
      >
        {head.text}
      </Heading>
      <p className="text-zinc-700 dark:text-zinc-300">{head.intro}</p>
      <div>
        <ButtonLink variant="secondary" to={`${base}/new`}>
          {t('forms.build')}
        </ButtonLink>
      </div>
      <ListState query={forms} />
      {data && data.items.length === 0 ? <p>{t('forms.none')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul
          aria-label={t(clubId === null ? 'forms.schoolList' : 'forms.list')}
          className="flex flex-col gap-3"
        >
          {data.items.map((form) => (
            <li
              key={form.id}
              className="flex flex-col gap-2 rounded-xl border border-zinc-300 p-4 dark:border-zinc-700"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Link to={href(form)} className={`font-semibold ${textLinkClass}`}>
                  {form.title}
                </Link>
                {expired(form) ? (
                  <StatusChip tone="warning">{t('forms.status.expired')}</StatusChip>
                ) : (
                  <StatusChip tone={STATUS_TONE[form.status]}>
                    {t(`forms.status.${form.status}`)}
                  </StatusChip>
                )}
                {form.anonymous ? (
                  <StatusChip tone="outline">{t('forms.anonymousTag')}</StatusChip>
                ) : null}
              </div>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                {[
                  audienceText(form),
                  countText(form.questionCount, 'forms.questionsOne'),
                  countText(form.responseCount ?? 0, 'forms.answersOne'),
                  form.closesAt
                    ? t('forms.closesOn', { date: formatDate(new Date(form.closesAt), 'dateTime') })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  variant="secondary"
                  to={href(form, '/edit')}
                  aria-label={t('forms.editNamed', { title: form.title })}
                >
                  {t('forms.edit')}
                </ButtonLink>
                {expired(form) ? null : form.status === 'open' ? (
                  <Button
                    variant="secondary"
                    aria-label={t('forms.closeNamed', { title: form.title })}
                    onClick={() => {
                      setStatus(form, 'closed')
                    }}
                  >
                    {t('forms.close')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t('forms.openNamed', { title: form.title })}
                    onClick={() => {
                      setStatus(form, 'open')
                    }}
                  >
                    {t('forms.open')}
                  </Button>
                )}
                {form.status === 'draft' ? null : (
                  <ButtonLink
                    variant="secondary"
                    to={href(form, '/results')}
                    aria-label={t('forms.resultsNamed', { title: form.title })}
                  >
                    {t('forms.results')}
                  </ButtonLink>
                )}
                <Button
                  variant="secondary"
                  aria-label={t('forms.deleteNamed', { title: form.title })}
                  onClick={() => {
                    setDeleting(form)
                  }}
                >
                  {t('forms.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('forms.deleteTitle', { title: deleting?.title ?? '' })}
        body={t('forms.deleteBody', { count: formatNumber(deleting?.responseCount ?? 0) })}
        confirmLabel={t('forms.deleteConfirm')}
        cancelLabel={t('forms.cancel')}
        onConfirm={() => {
          const form = deleting
          setDeleting(null)
          if (form) {
            remove.mutate(form.id, {
              onSuccess: () => {
                toast(t('forms.deleted'))
              },
              onError: fail,
            })
          }
        }}
        onCancel={() => {
          setDeleting(null)
        }}
        onClosed={() => {
          heading.current?.focus()
        }}
      />
    </section>
  )
}

/** The club's Manage area's Forms. */
export function ClubForms({ clubId, pageHref }: { clubId: string; pageHref: string }) {
  return (
    <ManagedForms
      clubId={clubId}
      base={`${pageHref}/forms`}
      heading={{ level: 3, text: t('forms.title'), intro: t('forms.intro') }}
    />
  )
}

export default ClubForms

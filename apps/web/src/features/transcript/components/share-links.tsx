import type { TranscriptRecord, TranscriptShare } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { serverErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { transcriptSharesQuery, useCreateShare, useRevokeShare } from '../api.ts'
import { CARD, dayText } from './record-sections.tsx'

type Part = 'memberships' | 'events' | 'badges'
const PARTS: Part[] = ['memberships', 'events', 'badges']

function shows(share: TranscriptShare, record: TranscriptRecord): string {
  const names = PARTS.filter((p) => share.sections[p]).map((p) => t(`transcript.${p}`))
  for (const uid of share.sections.categories) {
    const category = record.categories.find((c) => c.uid === uid)
    if (category) names.push(category.name)
  }
  return names.join(', ')
}

/** Verification links: choose what a link shows, make it, copy it, revoke it. */
export function ShareLinks({ record }: { record: TranscriptRecord }) {
  const shares = useQuery(transcriptSharesQuery)
  const create = useCreateShare()
  const revoke = useRevokeShare()
  const [parts, setParts] = useState<Record<Part, boolean>>({
    memberships: true,
    events: true,
    badges: true,
  })
  const [categories, setCategories] = useState<string[]>(record.categories.map((c) => c.uid))
  const [error, setError] = useState<string | null>(null)
  const make = async () => {
    setError(null)
    try {
      await create.mutateAsync({ sections: { ...parts, categories } })
      toast(t('transcript.shareMade'))
    } catch (failure) {
      const errors = serverErrors(failure)
      setError(errors['sections'] ?? errors['form'] ?? Object.values(errors)[0] ?? null)
    }
  }
  const box = (label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <label key={label} className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked)
        }}
      />
      {label}
    </label>
  )
  return (
    <section aria-label={t('transcript.shares')} className={CARD}>
      <h2 className="text-lg font-semibold">{t('transcript.shares')}</h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('transcript.sharesIntro')}</p>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-1 text-sm font-medium">{t('transcript.shareChoose')}</legend>
        {PARTS.map((p) =>
          box(t(`transcript.${p}`), parts[p], (on) => {
            setParts({ ...parts, [p]: on })
          }),
        )}
        {record.categories.map((c) =>
          box(c.name, categories.includes(c.uid), (on) => {
            setCategories(on ? [...categories, c.uid] : categories.filter((u) => u !== c.uid))
          }),
        )}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {error}
        </p>
      ) : null}
      <div>
        <Button disabled={create.isPending} onClick={() => void make()}>
          {t('transcript.shareCreate')}
        </Button>
      </div>
      {shares.data?.items.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('transcript.shareNone')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {shares.data?.items.map((share) => {
          const made = dayText(share.createdAt)
          const url = `${window.location.origin}${share.path}`
          return (
            <li key={share.uid} className="flex flex-col gap-2 py-3">
              <span className="text-sm">
                {t('transcript.shareShows', { parts: shows(share, record) })}
              </span>
              {share.revokedAt ? (
                <span className="text-sm text-zinc-600 dark:text-zinc-400">
                  {t('transcript.shareRevoked', { date: dayText(share.revokedAt) })}
                </span>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <input
                    readOnly
                    value={url}
                    aria-label={t('transcript.copyLabel', { date: made })}
                    className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-zinc-50 px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
                    onFocus={(event) => {
                      event.target.select()
                    }}
                  />
                  <Button
                    variant="secondary"
                    aria-label={t('transcript.revokeLabel', { date: made })}
                    disabled={revoke.isPending}
                    onClick={() => {
                      revoke.mutate(share.uid)
                    }}
                  >
                    {t('transcript.revoke')}
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

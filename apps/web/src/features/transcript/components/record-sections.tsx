import type { TranscriptRecord } from '@quad/shared'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'

export const CARD =
  'flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800'
const MUTED = 'text-sm text-zinc-600 dark:text-zinc-400'
const TAG =
  'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'

/** A day as the reader's locale writes it ("1 Mar 2026"). */
export const dayText = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })

function Section(props: { title: string; tag: string; hours?: number; children: ReactNode }) {
  return (
    <section aria-label={props.title} className={CARD}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        <span className="flex items-center gap-2">
          {props.hours === undefined ? null : (
            <span className={MUTED}>{t('transcript.hours', { hours: String(props.hours) })}</span>
          )}
          <span className={TAG}>{props.tag}</span>
        </span>
      </header>
      {props.children}
    </section>
  )
}

function Rows({
  items,
}: {
  items: { key: string; title: string; detail: string; end?: string }[]
}) {
  if (items.length === 0) return <p className={MUTED}>{t('transcript.nothing')}</p>
  return (
    <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {items.map((item) => (
        <li key={item.key} className="flex justify-between gap-3 py-2">
          <span className="flex flex-col">
            <span className="font-medium">{item.title}</span>
            <span className={MUTED}>{item.detail}</span>
          </span>
          {item.end ? <span className={MUTED}>{item.end}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The verified record by section: what Quad knows (clubs, events, badges) marked verified,
 * then the approved activities by category. The student's page and the public link share it.
 */
export function RecordSections(props: { record: TranscriptRecord; hideEmpty?: boolean }) {
  const { record } = props
  const hours = (n: number) => t('transcript.hours', { hours: String(n) })
  const shown = (items: unknown[]) => !props.hideEmpty || items.length > 0
  return (
    <div className="flex flex-col gap-4">
      {shown(record.memberships) ? (
        <Section title={t('transcript.memberships')} tag={t('transcript.verified')}>
          <Rows
            items={record.memberships.map((m) => ({
              key: `${m.club.uid} ${m.since}`,
              title: m.club.name,
              detail: m.role === 'officer' ? t('transcript.officer') : t('transcript.member'),
              end: m.until
                ? t('transcript.between', { from: dayText(m.since), until: dayText(m.until) })
                : t('transcript.since', { date: dayText(m.since) }),
            }))}
          />
        </Section>
      ) : null}
      {shown(record.events) ? (
        <Section
          title={t('transcript.events')}
          tag={t('transcript.verified')}
          hours={record.hours.events}
        >
          <Rows
            items={record.events.map((e) => ({
              key: e.uid,
              title: e.title,
              detail: [dayText(e.startsAt), e.club].filter(Boolean).join(' · '),
              end: hours(e.hours),
            }))}
          />
        </Section>
      ) : null}
      {shown(record.badges) ? (
        <Section title={t('transcript.badges')} tag={t('transcript.verified')}>
          <Rows
            items={record.badges.map((b, i) => ({
              key: `${b.name}-${String(i)}`,
              title: b.name,
              detail: b.description,
              end: dayText(b.awardedAt),
            }))}
          />
        </Section>
      ) : null}
      {record.categories.map((category) => (
        <Section
          key={category.uid}
          title={category.name}
          tag={t('transcript.approved')}
          hours={category.hours}
        >
          <Rows
            items={category.entries.map((e) => ({
              key: e.uid,
              title: e.title,
              detail: [e.organization, dayText(e.startDate)].filter(Boolean).join(' · '),
              end: hours(e.hours),
            }))}
          />
        </Section>
      ))}
    </div>
  )
}

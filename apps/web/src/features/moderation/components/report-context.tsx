import type { ModerationReport, ReportSubject } from '@quad/shared'
import { Link } from 'react-router'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { postHref } from '../../../lib/app-links.ts'

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`

function HiddenBadge({ hidden }: { hidden: boolean }) {
  if (!hidden) return null
  return (
    <span className="rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
      {t('moderation.hiddenBadge')}
    </span>
  )
}

type Written = Extract<ReportSubject, { type: 'post' | 'comment' }>

/**
 * A reported post or comment (issue 16): who wrote it and where, the text as it was
 * reported (the evidence, even if edited since), how many students reported it, and a
 * link to its post.
 */
function WrittenContext({ subject, snapshot }: { subject: Written; snapshot: string }) {
  const where = subject.clubName
    ? t('moderation.inClub', { club: subject.clubName })
    : t('moderation.schoolFeed')
  const postUid = subject.type === 'post' ? subject.uid : subject.postUid
  return (
    <div className="rounded-xl bg-zinc-100 p-3 dark:bg-zinc-800">
      <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <span>
          {t('moderation.writtenBy', { name: name(subject.author) })} · {where}
        </span>
        <HiddenBadge hidden={subject.hidden} />
      </div>
      <blockquote className="mt-1 break-words whitespace-pre-wrap">{snapshot}</blockquote>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-zinc-700 dark:text-zinc-300">
          {subject.reporters === 1
            ? t('moderation.reporterOne')
            : t('moderation.reporters', { count: subject.reporters })}
        </span>
        <Link
          to={postHref(postUid)}
          className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white"
        >
          {t('moderation.openPost')}
        </Link>
      </div>
    </div>
  )
}

/** What a report is about, as the moderator needs to judge it (issue 14 item 4). */
export function ReportContext({ report }: { report: ModerationReport }) {
  const subject: ReportSubject | null = report.subject
  // An event's day is the school's (issue 30 bug 4), wherever the moderator is.
  const { zone } = useSchoolClock()
  if (!subject) return <p className="text-zinc-700 dark:text-zinc-300">{t('moderation.gone')}</p>
  const box = 'rounded-xl bg-zinc-100 p-3 dark:bg-zinc-800'
  switch (subject.type) {
    case 'chat.message':
      return (
        <div className={box}>
          <div className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <span>{t('moderation.sentBy', { name: name(subject.sender) })}</span>
            <HiddenBadge hidden={subject.hidden} />
          </div>
          <blockquote className="mt-1 break-words whitespace-pre-wrap">
            {report.snapshot}
          </blockquote>
          {subject.versions.length > 0 ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold">
                {t('moderation.earlierVersions', { count: subject.versions.length })}
              </summary>
              <ol className="mt-1 flex flex-col gap-1">
                {subject.versions.map((version) => (
                  <li key={version.replacedAt + version.body} className="break-words">
                    <span className="text-zinc-700 dark:text-zinc-300">
                      {t('moderation.replacedOn', {
                        date: formatDate(new Date(version.replacedAt), 'short', zone),
                      })}
                    </span>{' '}
                    <q className="whitespace-pre-wrap">{version.body}</q>
                  </li>
                ))}
              </ol>
              <p className="mt-1 text-zinc-700 dark:text-zinc-300">
                {subject.text
                  ? t('moderation.nowReads', { text: subject.text })
                  : t('moderation.nowDeleted')}
              </p>
            </details>
          ) : null}
        </div>
      )
    case 'profile':
      return (
        <div className={`${box} flex gap-3`}>
          <PersonAvatar {...subject.person} />
          <div className="min-w-0">
            <div className="flex items-center gap-2 font-semibold">
              {name(subject.person)} <HiddenBadge hidden={subject.hidden} />
            </div>
            <p className="mt-1 break-words whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">
              {subject.bio ? subject.bio.replace(/<[^>]*>/g, '') : t('moderation.noBio')}
            </p>
          </div>
        </div>
      )
    case 'club':
      return (
        <div className={box}>
          <div className="flex items-center gap-2 font-semibold">
            {subject.name} <HiddenBadge hidden={subject.hidden} />
          </div>
          <p className="mt-1 break-words text-zinc-800 dark:text-zinc-200">
            {subject.description || t('moderation.noDescription')}
          </p>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
            {subject.officers.length > 0
              ? t('moderation.officers', { names: subject.officers.map(name).join(', ') })
              : t('moderation.noOfficers')}
          </p>
        </div>
      )
    case 'event':
      return (
        <div className={box}>
          <div className="flex items-center gap-2 font-semibold">
            {subject.title} <HiddenBadge hidden={subject.hidden} />
          </div>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
            {t('moderation.eventOf', {
              club: subject.clubName ?? t('moderation.kind.event'),
              date: formatDate(new Date(subject.startsAt), 'short', zone),
            })}
          </p>
          <p className="mt-1 break-words text-zinc-800 dark:text-zinc-200">
            {subject.description.replace(/<[^>]*>/g, '') || t('moderation.noDescription')}
          </p>
        </div>
      )
    case 'post':
    case 'comment':
      return <WrittenContext subject={subject} snapshot={report.snapshot} />
  }
}

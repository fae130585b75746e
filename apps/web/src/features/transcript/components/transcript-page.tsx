import '../messages.ts'
import type { TranscriptEntry } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { downloadTranscriptPdf, myTranscriptQuery, transcriptSettingsQuery } from '../api.ts'
import { EntryDialog } from './entry-dialog.tsx'
import { MyEntries } from './my-entries.tsx'
import { RecordSections } from './record-sections.tsx'
import { ShareLinks } from './share-links.tsx'

/**
 * /cct (issue 36 item 2): the student's co-curricular transcript — the verified record by
 * section with its hours, their activities and staff's answers, Download PDF, and the
 * verification links they make and revoke.
 */
export function TranscriptPage() {
  const mine = useQuery(myTranscriptQuery)
  const settings = useQuery(transcriptSettingsQuery)
  const [editing, setEditing] = useState<{ entry: TranscriptEntry | null } | null>(null)
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadTranscriptPdf()
    } catch {
      toast(t('transcript.downloadFailed'))
    } finally {
      setDownloading(false)
    }
  }
  const record = mine.data?.record
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('cct.title')}</h1>
        <p className="text-zinc-700 dark:text-zinc-300">{t('transcript.intro')}</p>
        {record ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">
              {t('transcript.totalHours', { hours: String(record.hours.total) })}
            </p>
            <Button disabled={downloading} onClick={() => void download()}>
              {t('transcript.download')}
            </Button>
          </div>
        ) : null}
      </header>
      {mine.isPending ? <p role="status">{t('transcript.loading')}</p> : null}
      {mine.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('transcript.error')}</p>
          <Button variant="secondary" onClick={() => void mine.refetch()}>
            {t('transcript.retry')}
          </Button>
        </div>
      ) : null}
      {record && mine.data ? (
        <>
          <RecordSections record={record} />
          <MyEntries
            entries={mine.data.entries}
            onAdd={() => {
              setEditing({ entry: null })
            }}
            onEdit={(entry) => {
              setEditing({ entry })
            }}
          />
          <ShareLinks record={record} />
        </>
      ) : null}
      {editing && settings.data ? (
        <EntryDialog
          key={editing.entry?.uid ?? 'new'}
          open
          entry={editing.entry}
          settings={settings.data}
          onClose={() => {
            setEditing(null)
          }}
        />
      ) : null}
    </div>
  )
}

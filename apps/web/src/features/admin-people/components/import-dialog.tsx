import '../messages.ts'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountType, ImportPreview, PeopleImport } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { importProgressQuery, peopleKeys, usePreviewImport, useStartImport } from '../api.ts'
import { FormDialog, failure } from './form-dialog.tsx'

const EXAMPLE =
  'email,first_name,last_name,account_type,graduation_year\nana@school.edu,Ana,Ruiz,student,2028'

/**
 * The CSV import (issue 14 item 2): choose a file → the dry run's preview (counts, rows
 * with errors by row and column, the first rows) → "Import N students" → a progress bar
 * read every second → the summary.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [importId, setImportId] = useState<string | null>(null)
  const preview = usePreviewImport()
  const start = useStartImport()
  const fileId = useId()
  const formatId = useId()
  const toImport = preview.data
    ? preview.data.created + preview.data.updated + preview.data.unchanged
    : 0

  if (importId) return <ImportProgress id={importId} onClose={onClose} />
  const submit = preview.data
    ? {
        label:
          toImport === 0
            ? t('people.nothingToImport')
            : toImport === 1
              ? t('people.importOne')
              : t('people.importCount', { count: formatNumber(toImport) }),
        busyLabel: t('people.saving'),
        busy: start.isPending,
        disabled: toImport === 0,
      }
    : {
        label: t('people.check'),
        busyLabel: t('people.checking'),
        busy: preview.isPending,
        disabled: !file,
      }
  return (
    <FormDialog
      open
      wide
      title={t('people.importTitle')}
      submit={submit}
      error={failure(preview.error ?? start.error)}
      onClose={onClose}
      onSubmit={() => {
        if (!file) return
        if (!preview.data) preview.mutate(file)
        else
          start.mutate(file, {
            onSuccess: (started) => {
              setImportId(started.id)
            },
          })
      }}
    >
      {preview.data ? (
        <PreviewView
          preview={preview.data}
          onAnother={() => {
            preview.reset()
            setFile(null)
          }}
        />
      ) : (
        <>
          <div id={formatId} className="flex flex-col gap-2 text-zinc-700 dark:text-zinc-300">
            <p>{t('people.importFormat')}</p>
            <p className="text-sm font-medium">{t('people.importExample')}</p>
            <pre className="overflow-x-auto rounded-lg bg-zinc-100 p-3 text-sm text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50">
              {EXAMPLE}
            </pre>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className={fieldLabelClass}>
              {t('people.chooseFile')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={formatId}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
              }}
              className={`${fieldControlClass} file:mr-3 file:rounded-md file:border-0 file:bg-zinc-200 file:px-3 file:py-1.5 file:font-medium dark:file:bg-zinc-700 dark:file:text-zinc-50`}
            />
          </div>
        </>
      )}
    </FormDialog>
  )
}

const cell = 'px-3 py-2 text-left align-top whitespace-nowrap'
const headCell = `${cell} font-semibold text-zinc-900 dark:text-zinc-50`

function PreviewView({ preview, onAnother }: { preview: ImportPreview; onAnother: () => void }) {
  const counts = [
    t('people.willCreate', { count: formatNumber(preview.created) }),
    t('people.willUpdate', { count: formatNumber(preview.updated) }),
    t('people.willKeep', { count: formatNumber(preview.unchanged) }),
    t('people.willFail', { count: formatNumber(preview.failed) }),
  ]
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-preview-title" className="text-lg font-semibold">
          {t('people.previewTitle')}
        </h3>
        <Button variant="secondary" onClick={onAnother}>
          {t('people.chooseAnother')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('people.previewTitle')}>
        {counts.map((count, i) => (
          <li
            key={count}
            className={`rounded-full px-3 py-1 text-sm font-medium ${i === 3 && preview.failed > 0 ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50'}`}
          >
            {count}
          </li>
        ))}
      </ul>
      {preview.errors.length > 0 ? (
        <TableBlock title={t('people.errorsTitle')}>
          <thead>
            <tr>
              <th className={headCell}>{t('people.columnRow')}</th>
              <th className={headCell}>{t('people.columnColumn')}</th>
              <th className={headCell}>{t('people.columnProblem')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.errors.map((error) => (
              <tr
                key={`${String(error.row)}-${error.column}`}
                className="border-t border-zinc-200 dark:border-zinc-700"
              >
                <td className={cell}>{error.row}</td>
                <td className={cell}>
                  <code>{error.column}</code>
                </td>
                <td className={cell}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </TableBlock>
      ) : null}
      {preview.sample.length > 0 ? (
        <TableBlock title={t('people.sampleTitle')}>
          <thead>
            <tr>
              <th className={headCell}>{t('people.columnRow')}</th>
              <th className={headCell}>{t('people.columnName')}</th>
              <th className={headCell}>{t('people.columnEmail')}</th>
              <th className={headCell}>{t('people.columnType')}</th>
              <th className={headCell}>{t('people.columnAction')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row) => (
              <tr key={row.row} className="border-t border-zinc-200 dark:border-zinc-700">
                <td className={cell}>{row.row}</td>
                <td className={cell}>{`${row.firstName} ${row.lastName}`}</td>
                <td className={cell}>{row.email}</td>
                <td className={cell}>{t(`people.type.${row.accountType as AccountType}`)}</td>
                <td className={cell}>{t(`people.action.${row.action}`)}</td>
              </tr>
            ))}
          </tbody>
        </TableBlock>
      ) : null}
    </section>
  )
}

function TableBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      <div
        className="max-h-64 overflow-auto rounded-lg border border-zinc-200 dark:border-zinc-700"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
      >
        <table className="w-full text-sm">{children}</table>
      </div>
    </div>
  )
}

function ImportProgress({ id, onClose }: { id: string; onClose: () => void }) {
  const progress = useQuery(importProgressQuery(id))
  const job: PeopleImport | undefined = progress.data
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0
  const over = job?.status === 'done' || job?.status === 'failed'
  const queryClient = useQueryClient()
  useEffect(() => {
    // The list behind shows the imported people once the import is over.
    if (over) void queryClient.invalidateQueries({ queryKey: peopleKeys.lists })
  }, [over, queryClient])
  return (
    <FormDialog
      open
      wide
      title={over ? t('people.doneTitle') : t('people.importTitle')}
      error={job?.status === 'failed' ? t('people.importFailed') : failure(progress.error)}
      onClose={onClose}
    >
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm font-medium">
          <span id={`progress-${id}`}>{t('people.progressLabel')}</span>
          <span aria-hidden="true">{`${String(percent)}%`}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`progress-${id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('people.progress', {
            done: formatNumber(job?.done ?? 0),
            total: formatNumber(job?.total ?? 0),
          })}
          className="h-3 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
        >
          <div
            className="h-full rounded-full bg-school transition-[width]"
            style={{ width: `${String(percent)}%` }}
          />
        </div>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('people.progress', {
            done: formatNumber(job?.done ?? 0),
            total: formatNumber(job?.total ?? 0),
          })}
        </p>
      </div>
      <p role="status" className="font-medium">
        {job?.status === 'done'
          ? t('people.doneBody', {
              created: formatNumber(job.created),
              updated: formatNumber(job.updated),
              unchanged: formatNumber(job.unchanged),
              failed: formatNumber(job.failed),
            })
          : ''}
      </p>
      {over ? (
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('people.close')}</Button>
        </div>
      ) : null}
    </FormDialog>
  )
}

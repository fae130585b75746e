import '../messages.ts'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { SchoolApiKey } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useSchool } from '../../../lib/school/school.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { apiKeysQuery, useRevokeKey } from '../api.ts'
import { formatDateTime } from '../format.ts'
import { CreateKeyDialog, RotateKeyDialog } from './key-dialogs.tsx'
import { SyncStatus } from './sync-status.tsx'

type Dialog =
  | { kind: 'create' }
  | { kind: 'rotate'; key: SchoolApiKey }
  | { kind: 'revoke'; key: SchoolApiKey }
  | null

const isLive = (key: SchoolApiKey) =>
  key.revokedAt === null && (key.expiresAt === null || Date.parse(key.expiresAt) > Date.now())

function keyState(key: SchoolApiKey): string {
  if (key.revokedAt) return t('sis.revokedOn', { date: formatDateTime(key.revokedAt) })
  if (!key.expiresAt) return t('sis.active')
  const date = formatDateTime(key.expiresAt)
  return isLive(key) ? t('sis.expires', { date }) : t('sis.expired', { date })
}

function KeyRow({ apiKey, open }: { apiKey: SchoolApiKey; open: (dialog: Dialog) => void }) {
  const created = formatDateTime(apiKey.createdAt)
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{apiKey.name}</span>
        <span className="font-mono text-sm">{t('sis.keyPrefix', { prefix: apiKey.prefix })}</span>
        <span className="text-sm text-zinc-700 dark:text-zinc-300">
          {apiKey.createdBy
            ? t('sis.createdOnBy', { date: created, name: apiKey.createdBy })
            : t('sis.createdOn', { date: created })}
          {' · '}
          {apiKey.lastUsedAt
            ? t('sis.lastUsed', { date: formatDateTime(apiKey.lastUsedAt) })
            : t('sis.neverUsed')}
        </span>
        <span className="text-sm font-medium">{keyState(apiKey)}</span>
      </div>
      {isLive(apiKey) ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-label={t('sis.rotateNamed', { name: apiKey.name })}
            onClick={() => open({ kind: 'rotate', key: apiKey })}
          >
            {t('sis.rotate')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('sis.revokeNamed', { name: apiKey.name })}
            onClick={() => open({ kind: 'revoke', key: apiKey })}
          >
            {t('sis.revoke')}
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/**
 * The student-records feed on /admin/integrations (issue 17): the school API keys (list,
 * create with the key shown once, rotate with a grace, revoke) and "last synced" per kind.
 */
export function SisKeysPanel() {
  const school = useSchool()
  const keys = useQuery(apiKeysQuery)
  const revoke = useRevokeKey()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  return (
    <section
      aria-labelledby="sis-panel-title"
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
    >
      <div className="flex flex-col gap-1">
        <h2 id="sis-panel-title" className="text-xl font-semibold">
          {t('sis.title')}
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">
          {t('sis.intro', { school: school.name })}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sis-keys-title" className="text-lg font-semibold">
          {t('sis.keysTitle')}
        </h3>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('sis.create')}</Button>
      </div>
      {keys.isPending ? <p>{t('sis.loading')}</p> : null}
      {keys.isError ? <p role="alert">{t('sis.loadFailed')}</p> : null}
      {keys.data?.items.length === 0 ? <p>{t('sis.noKeys')}</p> : null}
      {keys.data?.items.length ? (
        <ul
          aria-labelledby="sis-keys-title"
          className="divide-y divide-zinc-200 dark:divide-zinc-800"
        >
          {keys.data.items.map((key) => (
            <KeyRow key={key.id} apiKey={key} open={setDialog} />
          ))}
        </ul>
      ) : null}
      <SyncStatus />
      {dialog?.kind === 'create' ? <CreateKeyDialog onClose={close} /> : null}
      {dialog?.kind === 'rotate' ? <RotateKeyDialog apiKey={dialog.key} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        title={dialog?.kind === 'revoke' ? t('sis.revokeTitle', { name: dialog.key.name }) : ''}
        body={t('sis.revokeBody')}
        confirmLabel={t('sis.revoke')}
        cancelLabel={t('sis.cancel')}
        onCancel={close}
        onClosed={close}
        onConfirm={() => {
          if (dialog?.kind !== 'revoke') return
          const { key } = dialog
          close()
          revoke.mutate(key.id, {
            onSuccess: () => toast(t('sis.revoked', { name: key.name }), { type: 'Success' }),
            onError: (error) =>
              toast(t('sis.failed', { reason: error.message }), { type: 'Error' }),
          })
        }}
      />
    </section>
  )
}

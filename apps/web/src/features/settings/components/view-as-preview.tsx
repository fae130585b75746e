import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { previewQuery, type PreviewData, type ViewAs } from '../api.ts'
import { fieldHintClass } from '../../../components/field-styles.ts'
import { SettingsDialog } from './settings-dialog.tsx'

interface ViewAsPreviewProps {
  /** The profile card, composed by the route (features never import each other's UI). */
  renderCard: (data: PreviewData) => ReactNode
  /** The school's connect flag: with connect off there are no connections to preview as. */
  connect: boolean
}

const AUDIENCES = [
  { viewAs: 'school', button: 'settings.previewAsSchool', title: 'settings.previewTitleSchool' },
  {
    viewAs: 'connection',
    button: 'settings.previewAsConnection',
    title: 'settings.previewTitleConnection',
  },
] as const satisfies readonly { viewAs: ViewAs; button: string; title: string }[]

/** Issue 4 "view as": the saved profile exactly as that audience receives it, read-only. */
export function ViewAsPreview({ renderCard, connect }: ViewAsPreviewProps) {
  const [viewAs, setViewAs] = useState<ViewAs | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const { data, isError, refetch } = useQuery({
    ...previewQuery(viewAs ?? 'school'),
    enabled: viewAs !== null,
  })
  const audience = AUDIENCES.find((item) => item.viewAs === viewAs)
  const close = () => {
    setViewAs(null)
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('settings.previewLabel')}</p>
      <div className="flex flex-wrap gap-2">
        {AUDIENCES.filter((item) => connect || item.viewAs !== 'connection').map((item) => (
          <Button
            key={item.viewAs}
            variant="secondary"
            onClick={(event) => {
              opener.current = event.currentTarget
              setViewAs(item.viewAs)
            }}
          >
            {t(item.button)}
          </Button>
        ))}
      </div>
      <SettingsDialog
        open={audience !== undefined}
        size="large"
        title={audience ? t(audience.title) : ''}
        onCancel={close}
        onClosed={() => opener.current?.focus()}
      >
        <p className={fieldHintClass}>{t('settings.previewNote')}</p>
        <div className="overflow-hidden rounded-2xl ring-1 ring-zinc-200 dark:ring-zinc-800">
          {data ? (
            renderCard(data)
          ) : isError ? (
            <div className="flex flex-col items-start gap-3 p-5">
              <p>{t('settings.previewError')}</p>
              <Button onClick={() => void refetch()}>{t('error.retry')}</Button>
            </div>
          ) : (
            <p role="status" className="p-5">
              {t('settings.previewLoading')}
            </p>
          )}
        </div>
        <Button variant="secondary" className="self-end" onClick={close}>
          {t('settings.previewClose')}
        </Button>
      </SettingsDialog>
    </div>
  )
}

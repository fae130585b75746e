import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { PhotoButton } from './photo-button.tsx'

interface ComposerActionsProps {
  hasPoll: boolean
  isUploading: boolean
  isSending: boolean
  onPhotos: (files: File[]) => void
  onTogglePoll: () => void
}

/** Photos and poll on the left, Post on the right; Post waits while photos upload. */
export function ComposerActions(props: ComposerActionsProps) {
  const { hasPoll, isUploading, isSending, onPhotos, onTogglePoll } = props
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <PhotoButton onPick={onPhotos} />
        <Button variant="secondary" aria-expanded={hasPoll} onClick={onTogglePoll}>
          {hasPoll ? t('feedComposer.removePoll') : t('feedComposer.addPoll')}
        </Button>
        <Button type="submit" className="ml-auto" disabled={isUploading || isSending}>
          {isSending ? t('feedComposer.submitting') : t('feedComposer.submit')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-zinc-700 dark:text-zinc-300">
        {isUploading ? t('feedComposer.uploadingCount') : ''}
      </p>
    </div>
  )
}

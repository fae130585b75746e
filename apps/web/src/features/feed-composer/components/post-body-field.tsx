import { POST_TEXT_MAX } from '@quad/shared'
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { plainText } from '../draft.ts'
import { useMentionSearch } from '../use-mention-search.ts'

interface PostBodyFieldProps {
  initialHtml: string
  html: string
  clubId: string | undefined
  error: string | undefined
  onChange: (html: string) => void
}

/** The post's text: the app's rich-text editor with @mentions and a count of what is read. */
export function PostBodyField({ initialHtml, html, clubId, error, onChange }: PostBodyFieldProps) {
  const mentions = useMentionSearch(clubId)
  const length = plainText(html).length
  return (
    <RichTextEditor
      label={t('feedComposer.body')}
      hint={t('feedComposer.bodyHint')}
      toolbarLabel={t('feedComposer.bodyToolbar')}
      countText={t('feedComposer.bodyCount', {
        count: formatNumber(length),
        max: formatNumber(POST_TEXT_MAX),
      })}
      isOverLimit={length > POST_TEXT_MAX}
      field="body"
      initialHtml={initialHtml}
      onChange={onChange}
      error={error}
      mentions={mentions}
    />
  )
}

import { UpdatePostBody, type Post } from '@quad/shared'
import { useRef } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useUpdatePost } from '../api.ts'
import { draftErrors, EMPTY_DRAFT } from '../draft.ts'
import { usePostForm } from '../use-post-form.ts'
import { FormProblems } from './form-problems.tsx'
import { PostTextFields } from './post-text-fields.tsx'

export interface PostEditorProps {
  post: Post
  /** Closes the editor: with the post as saved, or nothing when cancelled. */
  onDone: (saved?: Post) => void
}

/**
 * Editing a post's text (and a thread's title) in a dialog: the composer's editor with the
 * post's HTML, checked with the shared `UpdatePostBody`; the server marks it edited.
 */
export function PostEditor({ post, onDone }: PostEditorProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const isThread = post.channel === 'forum'
  const form = usePostForm(
    { ...EMPTY_DRAFT, body: post.body, title: post.title ?? '' },
    () => formRef.current,
  )
  const update = useUpdatePost(post.id)
  const { values, errors } = form
  const formId = `post-editor-${post.id}`

  const save = () => {
    const body = { body: values.body, ...(isThread ? { title: values.title } : {}) }
    const hasMore = post.images.length > 0 || post.poll !== null
    const more = draftErrors({ ...values, poll: null }, hasMore)
    if (!form.check(UpdatePostBody, body, more) || update.isPending) return
    update.mutate(body, {
      onSuccess: (saved) => {
        toast(t('feedComposer.saved'), { type: 'Success' })
        onDone(saved)
      },
      onError: form.fail,
    })
  }

  return (
    <FormDialog
      open
      size="lg"
      title={t('feedComposer.editTitle')}
      closeLabel={t('feedComposer.close')}
      onClose={() => {
        onDone()
      }}
      footer={
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              onDone()
            }}
          >
            {t('feedComposer.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending ? t('feedComposer.saving') : t('feedComposer.save')}
          </Button>
        </div>
      }
    >
      <form
        method="post"
        id={formId}
        ref={formRef}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <PostTextFields
          form={form}
          isThread={isThread}
          initialHtml={post.body}
          clubId={post.club?.id}
        />
        <FormProblems errors={errors} say={(reason) => reason} />
      </form>
    </FormDialog>
  )
}

import { CreatePostBody, type Post } from '@quad/shared'
import { useRef, useState } from 'react'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useCreatePost } from '../api.ts'
import * as draft from '../draft.ts'
import { usePostForm } from '../use-post-form.ts'
import { usePostImages } from '../use-post-images.ts'
import { ComposerActions } from './composer-actions.tsx'
import { FormProblems } from './form-problems.tsx'
import { ImageTray } from './image-tray.tsx'
import { PollFields } from './poll-fields.tsx'
import { PostTextFields } from './post-text-fields.tsx'

interface ComposerFormProps {
  target: draft.PostTarget
  labelledBy: string
  onPosted: ((post: Post) => void) | undefined
}

/**
 * The draft of one post: checked with the shared `CreatePostBody` before sending, sent with
 * one `clientId` however often it is retried, kept when sending fails, cleared after.
 */
export function ComposerForm({ target, labelledBy, onPosted }: ComposerFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = usePostForm(draft.EMPTY_DRAFT, () => formRef.current)
  const photos = usePostImages()
  const create = useCreatePost()
  const [clientId, setClientId] = useState(draft.newClientId)
  // New fields after each post: the editor takes its starting HTML only when it mounts.
  const [generation, setGeneration] = useState(0)
  const { values, errors, set } = form
  // The draft's own check says `fileIds`; the server names the photo (`fileIds.2`).
  const photoError = Object.entries(errors).find(([key]) => /^fileIds(\.|$)/.test(key))?.[1]

  const posted = (post: Post) => {
    form.reset()
    photos.clear()
    setClientId(draft.newClientId())
    setGeneration((current) => current + 1)
    toast(t('feedComposer.posted'), { type: 'Success' })
    onPosted?.(post)
  }
  const submit = () => {
    if (photos.isUploading || create.isPending) return
    const more = draft.draftErrors(values, photos.images.length > 0)
    if (photos.hasFailed) more['fileIds'] = t('feedComposer.photosFailed')
    const body = draft.createBody(values, target, photos.fileIds, clientId)
    if (form.check(CreatePostBody, body, more)) {
      create.mutate(body, { onSuccess: posted, onError: form.fail })
    }
  }

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <PostTextFields
        key={generation}
        form={form}
        isThread={draft.isForum(target)}
        initialHtml=""
        clubId={target.clubId}
      />
      <ImageTray images={photos.images} onRemove={photos.remove} onMove={photos.move} />
      {photoError ? <p className={fieldErrorClass}>{photoError}</p> : null}
      {values.poll ? (
        <PollFields
          poll={values.poll}
          errors={errors}
          onChange={(poll) => {
            set('poll', poll)
          }}
        />
      ) : null}
      {draft.canShareToSchool(target) ? (
        <SwitchField
          field="sharedToSchool"
          label={t('feedComposer.shareToSchool')}
          description={t('feedComposer.shareToSchoolHint')}
          checked={values.sharedToSchool}
          error={errors['sharedToSchool']}
          onChange={(on) => {
            set('sharedToSchool', on)
          }}
        />
      ) : null}
      <FormProblems errors={errors} say={(reason) => t('feedComposer.sendFailed', { reason })} />
      <ComposerActions
        hasPoll={values.poll !== null}
        isUploading={photos.isUploading}
        isSending={create.isPending}
        onPhotos={photos.add}
        onTogglePoll={() => {
          set('poll', values.poll ? null : draft.EMPTY_POLL)
        }}
      />
    </form>
  )
}

import type { PostDraft } from '../draft.ts'
import type { PostFormApi } from '../use-post-form.ts'
import { PostBodyField } from './post-body-field.tsx'
import { TitleField } from './title-field.tsx'

interface PostTextFieldsProps {
  form: PostFormApi<PostDraft>
  /** A forum thread has a title (issue 16 item 1). */
  isThread: boolean
  /** The editor's starting HTML (a post being edited), taken when it mounts. */
  initialHtml: string
  clubId: string | undefined
}

/** A post's words, written or edited: a thread's title, then the text with @mentions. */
export function PostTextFields({ form, isThread, initialHtml, clubId }: PostTextFieldsProps) {
  const { values, errors, set } = form
  return (
    <>
      {isThread ? (
        <TitleField
          value={values.title}
          error={errors['title']}
          onChange={(title) => {
            set('title', title)
          }}
        />
      ) : null}
      <PostBodyField
        initialHtml={initialHtml}
        html={values.body}
        clubId={clubId}
        error={errors['body']}
        onChange={(html) => {
          set('body', html)
        }}
      />
    </>
  )
}

import { Suspense } from 'react'
import { lazyPart } from '../../../lib/ssr/lazy-part.ts'
import type { PostEditorProps } from './post-editor.tsx'

/*
 * The composer's form and the post editor load on first use (issue 32): a feed's page
 * carries neither to start with. A phone shows the composer folded, and Edit is a menu item.
 */

export const composerForm = lazyPart(
  () => import('./composer-form.tsx'),
  (module) => module.ComposerForm,
)

const postEditor = lazyPart(
  () => import('./post-editor.tsx'),
  (module) => module.PostEditor,
)

/** A post's editor dialog, fetched when the student chooses Edit. */
export function PostEditor(props: PostEditorProps) {
  return (
    <Suspense fallback={null}>
      <postEditor.Component {...props} />
    </Suspense>
  )
}

/** For tests: both parts fetched. */
export const loadComposerParts = () => Promise.all([composerForm.load(), postEditor.load()])

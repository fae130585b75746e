/**
 * Writing posts (issue 16): the composer a feed shows where the viewer may post, and the
 * editor a post's Edit opens (the feed's `renderEditor` slot). Composed by the app's routes.
 */
import './messages.ts'

export { PostComposer, type PostComposerProps } from './components/post-composer.tsx'
export { PostEditor } from './components/lazy-parts.tsx'
export type { PostEditorProps } from './components/post-editor.tsx'

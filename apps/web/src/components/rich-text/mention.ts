import type { RefObject } from 'react'

/*
 * @mentions in the editor (issue 16 item 2). A mention is `<span data-mention="{uid}">@Name</span>`
 * in the HTML (the feed contract in @quad/shared); in the editor the span is not editable
 * (contenteditable=false), so the browser moves over it and deletes it whole, as one word.
 * The server keeps only mentions the author may make and rewrites their names.
 */

/** Someone who may be mentioned: the feature's suggestions, in the editor's words. */
export interface MentionPerson {
  uid: string
  name: string
  photoUrl: string | null
  /** What picking it means, when not a person (a channel's `@channel`). */
  note?: string | undefined
}

/** An `@` with what follows it, up to the caret: the text a pick replaces. */
export interface MentionTrigger {
  query: string
  range: Range
}

/**
 * Where a picker reads and writes mentions: the `@name` typed at the caret (`query`, and
 * whatever the field needs to replace it), the replacement, and the field's focus. The
 * post editor's is `editorCaret`; the chat composer's a textarea's.
 */
export interface MentionCaret<T extends { query: string }> {
  triggerAt(): T | null
  insert(trigger: T, person: MentionPerson): void
  focus(): void
}

/**
 * `@` after a space, a bracket or the start of the line, then a name's letters: at least
 * one, with one space allowed so "@Maya Li" finds Maya Lindqvist; no `@` inside an address.
 */
const TRIGGER = /(?:^|[\s(])@([\p{L}\p{M}'’-]{1,40}(?: [\p{L}\p{M}'’-]{0,40})?)$/u

/** The name being typed after an `@` at the end of `before` (the text up to the caret), untrimmed. */
export function typedMention(before: string): string | null {
  return TRIGGER.exec(before.replaceAll('\u00a0', ' '))?.[1] ?? null
}

/** The mention being typed at the caret, if any. */
export function mentionTriggerAt(root: HTMLElement): MentionTrigger | null {
  const selection = document.getSelection()
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return null
  const { startContainer: node, startOffset: offset } = selection.getRangeAt(0)
  if (!(node instanceof Text) || !root.contains(node)) return null
  if (node.parentElement?.closest('[data-mention]')) return null
  const query = typedMention(node.data.slice(0, offset))
  if (query === null) return null
  const range = document.createRange()
  range.setStart(node, offset - query.length - 1)
  range.setEnd(node, offset)
  return { query: query.trim(), range }
}

/** The post editor's caret: a contenteditable whose mentions are atomic spans. */
export function editorCaret(
  editorRef: RefObject<HTMLElement | null>,
): MentionCaret<MentionTrigger> {
  return {
    triggerAt: () => (editorRef.current ? mentionTriggerAt(editorRef.current) : null),
    insert: insertMention,
    focus: () => editorRef.current?.focus(),
  }
}

function mentionSpan(person: Pick<MentionPerson, 'uid' | 'name'>): HTMLSpanElement {
  const span = document.createElement('span')
  span.dataset['mention'] = person.uid
  span.setAttribute('contenteditable', 'false')
  span.textContent = `@${person.name}`
  return span
}

/** Replaces the typed `@query` with the mention and a space, and puts the caret after them. */
export function insertMention(trigger: MentionTrigger, person: MentionPerson): void {
  const { range } = trigger
  range.deleteContents()
  // A no-break space: a plain one at the end of a line collapses, leaving the caret stuck.
  const space = document.createTextNode('\u00a0')
  range.insertNode(space)
  range.insertNode(mentionSpan(person))
  const selection = document.getSelection()
  if (!selection) return
  const after = document.createRange()
  after.setStart(space, 1)
  after.collapse(true)
  selection.removeAllRanges()
  selection.addRange(after)
}

/** Mentions in HTML loaded into the editor (editing a post) become atomic too. */
export function lockMentions(root: HTMLElement): void {
  for (const span of root.querySelectorAll<HTMLElement>('[data-mention]')) {
    span.setAttribute('contenteditable', 'false')
  }
}

/** The editor's HTML as stored: mentions without the editor's own attribute. */
export function withoutEditorMarks(root: HTMLElement): string {
  if (!root.querySelector('[data-mention]')) return root.innerHTML
  const copy = root.cloneNode(true)
  if (!(copy instanceof HTMLElement)) return root.innerHTML
  for (const span of copy.querySelectorAll('[data-mention]'))
    span.removeAttribute('contenteditable')
  return copy.innerHTML
}

import type { RefObject } from 'react'
import { flushSync } from 'react-dom'
import { typedMention, type MentionCaret } from '../../../components/rich-text/mention.ts'

/** An `@name` typed in a textarea: what it says and where it stands. */
export interface TextareaTrigger {
  query: string
  start: number
  end: number
}

/**
 * The chat composer's caret for the mention picker: a plain textarea whose value the
 * composer holds (`setText`). A pick writes `@{name} ` in place of the typed `@query`
 * and puts the caret after it.
 */
export function textareaCaret(
  ref: RefObject<HTMLTextAreaElement | null>,
  setText: (value: string) => void,
): MentionCaret<TextareaTrigger> {
  return {
    triggerAt() {
      const field = ref.current
      if (!field || field.selectionStart !== field.selectionEnd) return null
      const end = field.selectionStart
      const query = typedMention(field.value.slice(0, end))
      if (query === null) return null
      return { query: query.trim(), start: end - query.length - 1, end }
    },
    insert(trigger, person) {
      const field = ref.current
      if (!field) return
      const written = `@${person.name} `
      const value = field.value.slice(0, trigger.start) + written + field.value.slice(trigger.end)
      const caret = trigger.start + written.length
      // Written now (a pick is an event), so the caret goes after the name before the next
      // key: React writing the value later would put it at the end.
      flushSync(() => {
        setText(value)
      })
      field.setSelectionRange(caret, caret)
    },
    focus: () => ref.current?.focus(),
  }
}

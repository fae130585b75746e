import { useEffect, useId, useRef, useState } from 'react'
import { useFirstScreenValue } from '../../lib/ssr/first-screen.ts'
import { fieldErrorClass, fieldHintClass, fieldLabelClass } from '../field-styles.ts'
import { LinkForm } from './link-form.tsx'
import { editorCaret, lockMentions } from './mention.ts'
import { MentionList, mentionOptionId } from './mention-list.tsx'
import * as text from './rich-text.ts'
import { RichTextToolbar, type ToolbarAction } from './rich-text-toolbar.tsx'
import { useMentionPicker, type MentionSource } from './use-mention-picker.ts'

interface RichTextEditorProps {
  label: string
  hint: string
  /** The toolbar's name, after what it formats ("Bio formatting"). */
  toolbarLabel: string
  /** "120 of 2,000 characters": the caller counts, in its own words. */
  countText: string
  isOverLimit: boolean
  /** The `data-field` a form's first error is found by. */
  field: string
  /** Sanitised HTML to start from; later values are ignored (remount to start over). */
  initialHtml: string
  onChange: (html: string) => void
  error?: string | undefined
  /** Offer @mentions of the people it suggests (a post); none when absent (a bio). */
  mentions?: MentionSource | undefined
}

const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace'])

const PROSE =
  '[&_a]:underline [&_a]:underline-offset-2 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5'

/**
 * Light rich text without an editor library (see rich-text.ts): the profile bio (issue 4),
 * an event's description (issue 15) and a post, with @mentions (issue 16, mention.ts).
 * The server sanitises what it stores either way.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, hint, toolbarLabel, countText, isOverLimit, field, initialHtml, onChange } = props
  const { error, mentions } = props
  const id = useId()
  const editorRef = useRef<HTMLDivElement>(null)
  const linkRange = useRef<Range | null>(null)
  const [format, setFormat] = useState(text.NO_FORMAT)
  const [isLinkOpen, setLinkOpen] = useState(false)
  // A server-rendered editor is read-only until its page has hydrated, then editable (a
  // deferred render); one the app draws later is editable at once.
  const isLive = useFirstScreenValue(true, false)

  // Uncontrolled: the starting HTML goes in once; rewriting it later would move the caret.
  const [startHtml] = useState(initialHtml)
  useEffect(() => {
    if (!editorRef.current) return
    editorRef.current.innerHTML = startHtml
    lockMentions(editorRef.current)
  }, [startHtml])
  useEffect(() => {
    const update = () => {
      if (editorRef.current) setFormat(text.readFormatState(editorRef.current))
    }
    document.addEventListener('selectionchange', update)
    return () => {
      document.removeEventListener('selectionchange', update)
    }
  }, [])

  const changed = () => {
    const editor = editorRef.current
    if (!editor) return
    onChange(text.editorHtml(editor))
    setFormat(text.readFormatState(editor))
  }
  const picker = useMentionPicker(() => editorCaret(editorRef), mentions, changed)
  const listId = `${id}-mentions`
  const act = (action: ToolbarAction) => {
    const editor = editorRef.current
    if (!editor) return
    if (action === 'link') {
      if (format.link) text.runCommand('unlink')
      else {
        linkRange.current = text.selectionInside(editor)?.cloneRange() ?? null
        setLinkOpen(true)
        return
      }
    } else {
      editor.focus()
      text.runCommand(action === 'list' ? 'insertUnorderedList' : action)
    }
    changed()
  }
  const addLink = (url: string) => {
    setLinkOpen(false)
    editorRef.current?.focus()
    text.insertLink(linkRange.current, url)
    changed()
  }

  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].join(' ').trim()
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <p id={`${id}-hint`} className={fieldHintClass}>
        {hint}
      </p>
      <div className="relative">
        <div
          className={
            'overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus dark:bg-zinc-950 dark:focus-within:outline-white ' +
            (error ? 'border-red-700 dark:border-red-400' : 'border-zinc-500 dark:border-zinc-400')
          }
        >
          <RichTextToolbar
            label={toolbarLabel}
            state={format}
            controls={`${id}-editor`}
            onAction={act}
          />
          {isLinkOpen ? (
            <LinkForm
              onAdd={addLink}
              onCancel={() => {
                setLinkOpen(false)
                editorRef.current?.focus()
              }}
            />
          ) : null}
          <div
            ref={editorRef}
            id={`${id}-editor`}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            aria-autocomplete={mentions ? 'list' : undefined}
            aria-controls={picker.isOpen ? listId : undefined}
            aria-activedescendant={
              picker.isOpen ? mentionOptionId(listId, picker.activeIndex) : undefined
            }
            data-field={field}
            // Editable once the app runs: text typed into the server's HTML would be markup
            // React did not draw (a hydration mismatch), and lost (decision 075).
            contentEditable={isLive}
            aria-readonly={isLive ? undefined : true}
            suppressContentEditableWarning
            tabIndex={0}
            onFocus={text.preferParagraphs}
            onInput={() => {
              changed()
              picker.follow()
            }}
            onKeyUp={(event) => {
              if (CARET_KEYS.has(event.key)) picker.follow()
            }}
            onMouseUp={picker.follow}
            onBlur={picker.close}
            onPaste={(event) => {
              event.preventDefault()
              text.insertPlainText(event.clipboardData.getData('text/plain'))
            }}
            onKeyDown={(event) => {
              if (picker.onKeyDown(event)) return
              if (!(event.ctrlKey || event.metaKey) || event.altKey) return
              const key = event.key.toLowerCase()
              const action =
                key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null
              if (!action) return
              event.preventDefault()
              act(action)
            }}
            className={`min-h-40 px-3 py-2 text-base break-words text-zinc-900 focus:outline-none dark:text-zinc-50 ${PROSE}`}
          />
        </div>
        <MentionList id={listId} picker={picker} />
      </div>
      <p
        id={`${id}-count`}
        className={isOverLimit ? fieldErrorClass : `${fieldHintClass} text-right tabular-nums`}
      >
        {countText}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

import {
  CHAT_FILE_TYPES,
  MESSAGE_BODY_MAX,
  TYPING_THROTTLE_MS,
  writtenMentions,
  type ChatMessage,
  type Conversation,
} from '@quad/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { MessageStore } from '../message-merge.ts'
import { sendRealtime } from '../../../lib/realtime/realtime-client.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { ChatIcon } from './chat-icon.tsx'
import { conversationTitle } from '../conversation-text.ts'
import { useEditMessage, useSendMessage, type Draft } from '../messages-api.ts'
import { useAttachments } from '../use-attachments.ts'
import { AttachmentChips } from './attachment-chips.tsx'
import { quietFieldClass } from '../../../components/field-styles.ts'
import { personName } from '../conversation-text.ts'
import { quoteOf } from '../replies/quote.ts'
import { quoteText } from '../replies/reply-quote.tsx'
import { draftOf, saveDraft, type DraftKey } from '../drafts.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { historyKey, participantsQuery } from '../api.ts'
import { matchingMembers, mentionableMembers } from '../mentions/member-mentions.ts'
import { textareaCaret } from '../mentions/textarea-caret.ts'
import { useMentionPicker } from '../../../components/rich-text/use-mention-picker.ts'
import { MentionList, mentionOptionId } from '../../../components/rich-text/mention-list.tsx'
import { broadcastSuggestions } from '../mentions/broadcast.ts'
import { canRecord } from '../voice/recorder.ts'
import { useVoiceNote } from '../voice/use-voice-note.ts'
import { VoiceRecorderBar } from '../voice/voice-recorder-bar.tsx'

/** Keys that move the caret: the picker looks again for an `@name` where it now stands. */
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End'])

interface ComposerProps {
  conversation: Conversation
  selfUid: string
  editing: number | null
  onEdit: (messageId: number | null) => void
  /** The message being answered; null when none. */
  replying: ChatMessage | null
  onReply: (message: ChatMessage | null) => void
  /** A thread's starter: replies go in its thread (decision 096). */
  thread?: ChatMessage | undefined
}

const roundButton =
  'grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'

/**
 * Writes, sends and edits. Enter sends, Shift+Enter is a new line, Up in an empty box edits
 * the last own message, Escape cancels an edit or a reply. Typing is announced at most every
 * TYPING_THROTTLE_MS. `@` and a name offers the conversation's members (issue 35 item 3);
 * a message mentions those written `@{name}` in it when sent.
 */
export function Composer({
  conversation,
  selfUid,
  editing,
  onEdit,
  replying,
  onReply,
  thread,
}: ComposerProps) {
  const id = conversation.id
  const draftKey: DraftKey = thread ? `${id}:${thread.id}` : id
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  // "Also send to the conversation" (issue 35 item 2): a thread's reply shown in both.
  const [alsoInConversation, setAlsoInConversation] = useState(false)
  const alsoId = useId()
  // What was left unsent here before (another conversation opened, a reload) comes back,
  // once hydrated: the server's page has no device to read it from.
  const hydrated = useHydrated()
  const [draftRead, setDraftRead] = useState(false)
  if (hydrated && !draftRead) {
    setDraftRead(true)
    setText(draftOf(draftKey))
  }
  const { send: sendMessage } = useSendMessage(id)
  const send = (draft: Draft) => {
    sendMessage(thread ? { ...draft, thread: { id: thread.id, alsoInConversation } } : draft)
  }
  const voice = useVoiceNote(send)

  const edit = useEditMessage(id)
  const attachments = useAttachments()
  const lastTyping = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const onChange = (value: string) => {
    setText(value)
    // An edit's text is the message's, not a draft.
    if (editing === null) saveDraft(draftKey, value)
    const now = Date.now()
    if (value && editing === null && now - lastTyping.current >= TYPING_THROTTLE_MS) {
      lastTyping.current = now
      sendRealtime({ type: 'typing', conversationId: id })
    }
  }
  // The members are asked for once an `@` is written (then kept with the conversation).
  const participants = useQuery({ ...participantsQuery(id), enabled: text.includes('@') })
  // A channel's officers may also address everyone: `@channel`, `@here` (issue 35 item 3).
  const members = [
    ...(conversation.channel?.officer
      ? broadcastSuggestions((b) =>
          t(b === 'channel' ? 'chat.broadcastChannel' : 'chat.broadcastHere'),
        )
      : []),
    ...mentionableMembers(participants.data, selfUid),
  ]
  const [mentionQuery, setMentionQuery] = useState<string | null>(null)
  const picker = useMentionPicker(
    () =>
      textareaCaret(inputRef, (value) => {
        onChange(value)
      }),
    {
      suggestions: mentionQuery === null ? [] : matchingMembers(members, mentionQuery),
      onQuery: setMentionQuery,
    },
    () => undefined,
  )
  const listId = `${useId()}-mentions`
  /** Whom the text mentions now, as written (the server reads it the same way). */
  const mentionsIn = (body: string) =>
    writtenMentions(body, members).map(({ uid, name }) => ({ uid, name }))

  const messages = () =>
    queryClient.getQueryData<MessageStore>(historyKey(id, thread?.id))?.items ?? []
  // Starting an edit fills the box with the message (state derived from a prop change).
  const [editingShown, setEditingShown] = useState(editing)
  if (editing !== editingShown) {
    setEditingShown(editing)
    if (editing !== null) setText(messages().find((m) => m.id === editing)?.body ?? '')
  }
  useEffect(() => {
    if (editing !== null || replying !== null) inputRef.current?.focus()
  }, [editing, replying])

  const cancelEdit = () => {
    onEdit(null)
    setText(draftOf(draftKey))
  }
  const submit = () => {
    const body = text.trim()
    if (editing !== null) {
      if (!body) return
      edit.mutate(
        { messageId: editing, body, mentions: mentionsIn(body) },
        {
          onSuccess: cancelEdit,
          onError: (error) =>
            toast(t('chat.actionFailed', { reason: error.message }), { type: 'Error' }),
        },
      )
      return
    }
    if (attachments.uploading || (!body && attachments.ready.length === 0)) return
    send({
      body,
      fileIds: attachments.ready.map((f) => f.id),
      fileNames: attachments.ready.map((f) => f.name),
      replyTo: replying && quoteOf(replying),
      mentions: mentionsIn(body),
    })
    onReply(null)
    setText('')
    saveDraft(draftKey, '')
    attachments.clear()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    } else if (event.key === 'ArrowUp' && text === '' && editing === null && !event.altKey) {
      const last = messages().findLast((m) => m.sender.uid === selfUid && !m.deletedAt)
      if (!last) return
      event.preventDefault()
      onEdit(last.id)
    } else if (event.key === 'Escape' && editing !== null) {
      event.preventDefault()
      cancelEdit()
    } else if (event.key === 'Escape' && replying !== null) {
      event.preventDefault()
      onReply(null)
    }
  }
  const canSend =
    editing !== null
      ? text.trim().length > 0
      : !attachments.uploading && (text.trim().length > 0 || attachments.ready.length > 0)
  // With nothing written or attached, the send button records a voice note (issue 35 item 8);
  // only once hydrated, where the browser says whether it can record.
  const recordable = hydrated && canRecord()
  const offersVoice =
    recordable && editing === null && !text.trim() && attachments.items.length === 0

  return (
    <div className="shrink-0 border-t border-zinc-200 pb-[max(0.5rem,env(safe-area-inset-bottom))] dark:border-zinc-800">
      {editing !== null ? (
        <div className="flex items-center justify-between px-4 pt-2 text-sm md:px-6">
          <span className="font-semibold">{t('chat.editing')}</span>
          <button type="button" className="underline" onClick={cancelEdit}>
            {t('chat.cancelEdit')}
          </button>
        </div>
      ) : null}
      {replying !== null && editing === null ? (
        <div className="flex items-start gap-2 px-4 pt-2 text-sm md:px-6">
          <div className="min-w-0 flex-1 border-l-4 border-school pl-2">
            <span className="block font-semibold">
              {t('chat.replyingTo', { name: personName(replying.sender) })}
            </span>
            <span className="line-clamp-1 text-zinc-700 dark:text-zinc-300">
              {quoteText(quoteOf(replying))}
            </span>
          </div>
          <button type="button" className="underline" onClick={() => onReply(null)}>
            {t('chat.cancelReply')}
          </button>
        </div>
      ) : null}
      {thread && editing === null ? (
        <div className="flex items-center gap-2 px-4 pt-2 text-sm md:px-6">
          <input
            id={alsoId}
            type="checkbox"
            checked={alsoInConversation}
            onChange={(event) => setAlsoInConversation(event.target.checked)}
            className="size-4 accent-school"
          />
          <label htmlFor={alsoId} className="min-h-6 text-zinc-800 dark:text-zinc-200">
            {t('chat.alsoSend', { name: conversationTitle(conversation) })}
          </label>
        </div>
      ) : null}
      <AttachmentChips items={attachments.items} onRemove={attachments.remove} />
      {voice.state.status !== 'idle' ? <VoiceRecorderBar voice={voice} /> : null}
      <form
        hidden={voice.state.status !== 'idle'}
        method="post"
        className="relative flex items-end gap-2 px-2 pt-2 md:px-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <input
          ref={fileRef}
          type="file"
          multiple
          hidden
          accept={CHAT_FILE_TYPES.join(',')}
          data-testid="chat-file-input"
          onChange={(event) => {
            attachments.add([...(event.target.files ?? [])], attachments.items.length)
            event.target.value = ''
          }}
        />
        <button
          type="button"
          aria-label={t('chat.attach')}
          disabled={editing !== null}
          onClick={() => fileRef.current?.click()}
          className={`${roundButton} text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800`}
        >
          <ChatIcon name="paperclip" />
        </button>
        <textarea
          ref={inputRef}
          value={text}
          rows={1}
          maxLength={MESSAGE_BODY_MAX}
          aria-label={
            thread
              ? t('chat.replyTo', { name: personName(thread.sender) })
              : t('chat.messageTo', { name: conversationTitle(conversation) })
          }
          placeholder={thread ? t('chat.threadPlaceholder') : t('chat.placeholder')}
          aria-autocomplete="list"
          aria-controls={picker.isOpen ? listId : undefined}
          aria-activedescendant={
            picker.isOpen ? mentionOptionId(listId, picker.activeIndex) : undefined
          }
          onChange={(event) => {
            onChange(event.target.value)
            picker.follow()
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (CARET_KEYS.has(event.key)) picker.follow()
          }}
          onClick={picker.follow}
          onBlur={picker.close}
          className={
            'field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-2xl px-4 py-2.5 dark:bg-zinc-950 ' +
            quietFieldClass
          }
        />
        {offersVoice ? (
          <button
            type="button"
            aria-label={t('chat.voiceRecord')}
            onClick={voice.start}
            className={`${roundButton} bg-school text-on-school hover:brightness-110`}
          >
            <ChatIcon name="mic" />
          </button>
        ) : (
          <button
            type="submit"
            aria-label={editing !== null ? t('chat.save') : t('chat.send')}
            disabled={!canSend}
            className={`${roundButton} bg-school text-on-school hover:brightness-110 disabled:opacity-50`}
          >
            <ChatIcon name={editing !== null ? 'pencil' : 'send'} />
          </button>
        )}
        <MentionList id={listId} picker={picker} placement="above" />
      </form>
    </div>
  )
}

import { VOICE_NOTE_MAX_MS } from '@quad/shared'
import { useEffect, useRef } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from '../components/chat-icon.tsx'
import type { VoiceNote } from './use-voice-note.ts'
import { clockTime } from '../day-label.ts'

const roundButton =
  'grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'

/**
 * The composer while a voice note is recorded, sent, or waits after a failed upload: the
 * time and the live loudness, Cancel (or Discard) and Send (or Send again). Send takes focus
 * when recording starts; Escape cancels.
 */
export function VoiceRecorderBar({ voice }: { voice: VoiceNote }) {
  const { state, elapsedMs } = voice
  const sendRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (state.status === 'recording' || state.status === 'failed') sendRef.current?.focus()
  }, [state.status])
  const levels = state.status === 'recording' ? state.levels : []
  return (
    <div
      className="flex items-center gap-2 px-2 pt-2 md:px-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          voice.cancel()
        }
      }}
    >
      <button
        type="button"
        onClick={voice.cancel}
        aria-label={state.status === 'failed' ? t('chat.voiceDiscard') : t('chat.voiceCancel')}
        disabled={state.status === 'sending'}
        className={`${roundButton} text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800`}
      >
        <ChatIcon name="trash" />
      </button>
      <div className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-2xl bg-zinc-100 px-4 dark:bg-zinc-900">
        {state.status === 'recording' ? (
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 animate-pulse rounded-full bg-red-600"
          />
        ) : null}
        {/* Said once per change of state, not at every tick of the clock. */}
        <span role="status" className="sr-only">
          {state.status === 'recording'
            ? t('chat.voiceRecordingSr')
            : state.status === 'sending'
              ? t('chat.voiceSending')
              : state.status === 'failed'
                ? t('chat.voiceNotSent')
                : ''}
        </span>
        <span aria-hidden="true" className="shrink-0 text-sm font-semibold tabular-nums">
          {state.status === 'recording'
            ? t('chat.voiceRecording', {
                time: clockTime(elapsedMs),
                max: clockTime(VOICE_NOTE_MAX_MS),
              })
            : state.status === 'sending'
              ? t('chat.voiceSending')
              : state.status === 'failed'
                ? t('chat.voiceNotSent')
                : t('chat.voiceStarting')}
        </span>
        <span
          aria-hidden="true"
          className="flex h-6 min-w-0 flex-1 items-center justify-end gap-0.5 overflow-hidden"
        >
          {levels.map((level, index) => (
            <span
              key={index}
              className="w-1 shrink-0 rounded-full bg-zinc-500 dark:bg-zinc-400"
              style={{ height: `${String(Math.max(8, Math.round(level * 100)))}%` }}
            />
          ))}
        </span>
      </div>
      <button
        ref={sendRef}
        type="button"
        onClick={state.status === 'failed' ? voice.retry : voice.send}
        disabled={state.status !== 'recording' && state.status !== 'failed'}
        aria-label={state.status === 'failed' ? t('chat.voiceRetry') : t('chat.voiceSend')}
        className={`${roundButton} bg-school text-on-school hover:brightness-110 disabled:opacity-50`}
      >
        <ChatIcon name="send" />
      </button>
    </div>
  )
}

import { VOICE_NOTE_MAX_MS } from '@quad/shared'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { uploadFile } from '../../../lib/http/upload-file.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import type { Draft } from '../messages-api.ts'
import { startRecording, type Recording, type RecordingSession } from './recorder.ts'

/** Live bars shown while recording: the last few seconds of loudness. */
const LIVE_BARS = 40

export type VoiceNoteState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording'; startedAt: number; levels: number[] }
  | { status: 'sending' }
  | { status: 'failed'; recording: Recording }

/** Why the microphone could not be used, in the student's words. */
function micProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return t('chat.micDenied')
  if (name === 'NotFoundError') return t('chat.micMissing')
  return t('chat.micFailed')
}

/**
 * Recording and sending a voice note (issue 35 item 8): start asks for the microphone and
 * records; send stops, uploads the recording with its length and waveform, and sends it as
 * a message; cancel throws it away. A recording stops itself at VOICE_NOTE_MAX_MS. One
 * whose upload failed is kept to send again or discard.
 */
export function useVoiceNote(send: (draft: Draft) => void) {
  const [state, setState] = useState<VoiceNoteState>({ status: 'idle' })
  const session = useRef<RecordingSession | null>(null)
  const [now, setNow] = useState(0)

  const upload = async (recording: Recording) => {
    setState({ status: 'sending' })
    try {
      const type = recording.blob.type.split(';')[0] ?? 'audio/webm'
      const file = await uploadFile(new File([recording.blob], 'voice-note', { type }), () => {}, {
        durationMs: String(recording.durationMs),
        waveform: recording.waveform,
      })
      send({ body: '', fileIds: [file.id], fileNames: [file.name] })
      setState({ status: 'idle' })
    } catch {
      toast(t('chat.voiceUploadFailed'), { type: 'Error' })
      setState({ status: 'failed', recording })
    }
  }

  const finish = async () => {
    const current = session.current
    if (!current) return
    session.current = null
    try {
      await upload(await current.stop())
    } catch {
      toast(t('chat.micFailed'), { type: 'Error' })
      setState({ status: 'idle' })
    }
  }

  const start = async () => {
    if (state.status !== 'idle') return
    setState({ status: 'starting' })
    try {
      session.current = await startRecording((level) => {
        setState((held) =>
          held.status === 'recording'
            ? { ...held, levels: [...held.levels.slice(1 - LIVE_BARS), level] }
            : held,
        )
      })
      const startedAt = performance.now()
      setNow(startedAt)
      setState({ status: 'recording', startedAt, levels: [] })
    } catch (error) {
      toast(micProblem(error), { type: 'Error' })
      setState({ status: 'idle' })
    }
  }

  const cancel = () => {
    session.current?.cancel()
    session.current = null
    setState({ status: 'idle' })
  }

  // The clock while recording, and the stop at the longest a voice note may be.
  const startedAt = state.status === 'recording' ? state.startedAt : null
  useEffect(() => {
    if (startedAt === null) return
    const timer = setInterval(() => {
      const at = performance.now()
      setNow(at)
      if (at - startedAt >= VOICE_NOTE_MAX_MS) void finish()
    }, 250)
    return () => {
      clearInterval(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one clock per recording
  }, [startedAt])
  const elapsedMs =
    startedAt === null ? 0 : Math.min(VOICE_NOTE_MAX_MS, Math.max(0, now - startedAt))
  // Leaving the conversation mid-recording lets go of the microphone.
  useEffect(
    () => () => {
      session.current?.cancel()
    },
    [],
  )

  return {
    state,
    elapsedMs,
    start: () => void start(),
    send: () => void finish(),
    retry: () => {
      if (state.status === 'failed') void upload(state.recording)
    },
    cancel,
  }
}

export type VoiceNote = ReturnType<typeof useVoiceNote>

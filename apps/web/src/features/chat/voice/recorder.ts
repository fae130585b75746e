import { encodeWaveform } from './waveform.ts'

/** What MediaRecorder may write, in the order Quad prefers (all carry Opus or AAC). */
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4']
/** How often loudness is sampled for the waveform and the live bars. */
const SAMPLE_MS = 100

/** A finished recording, ready to upload. */
export interface Recording {
  blob: Blob
  durationMs: number
  waveform: string
}

/** A recording under way. */
export interface RecordingSession {
  /** Ends it and gives the recording. */
  stop(): Promise<Recording>
  /** Ends it and throws it away. */
  cancel(): void
}

/** Whether this browser can record a voice note at all. */
export function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    TYPES.some((type) => MediaRecorder.isTypeSupported(type))
  )
}

/**
 * Starts recording from the microphone (asking for it the first time): MediaRecorder
 * writes the sound, an AnalyserNode measures its loudness every SAMPLE_MS for the
 * waveform and for `onLevel` (the live bars). Rejects when the student says no or the
 * device has no microphone.
 */
export async function startRecording(onLevel: (level: number) => void): Promise<RecordingSession> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type))
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
  const audio = new AudioContext()
  const analyser = audio.createAnalyser()
  analyser.fftSize = 1024
  audio.createMediaStreamSource(stream).connect(analyser)
  const buffer = new Float32Array(analyser.fftSize)
  const samples: number[] = []
  const sampler = setInterval(() => {
    analyser.getFloatTimeDomainData(buffer)
    let sum = 0
    for (const value of buffer) sum += value * value
    const level = Math.min(1, Math.sqrt(sum / buffer.length) * 4)
    samples.push(level)
    onLevel(level)
  }, SAMPLE_MS)
  const chunks: Blob[] = []
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  })
  const startedAt = performance.now()
  recorder.start()
  const release = () => {
    clearInterval(sampler)
    for (const track of stream.getTracks()) track.stop()
    void audio.close()
  }
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        recorder.addEventListener(
          'stop',
          () => {
            const durationMs = Math.max(1, Math.round(performance.now() - startedAt))
            release()
            const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' })
            if (blob.size === 0) reject(new Error('nothing was recorded'))
            else resolve({ blob, durationMs, waveform: encodeWaveform(samples) })
          },
          { once: true },
        )
        recorder.stop()
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    },
  }
}

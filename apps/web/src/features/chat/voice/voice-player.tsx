import type { ChatFile } from '@quad/shared'
import { useEffect, useRef, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from '../components/chat-icon.tsx'
import { useFileUrl } from '../use-file-url.ts'
import { clockTime } from '../day-label.ts'
import { decodeWaveform } from './waveform.ts'

/**
 * A voice note in a bubble (issue 35 item 8): Play/Pause, its waveform filling as it plays,
 * the time; the position is a slider over the waveform (arrows seek by a second, a press jumps).
 * The sound is fetched (with the bearer token) on the first Play, not with the history.
 */
export function VoicePlayer({ file, own }: { file: ChatFile; own: boolean }) {
  const [wanted, setWanted] = useState(false)
  const { url, failed } = useFileUrl(wanted ? file.id : null, 'original')
  const audioRef = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const [position, setPosition] = useState(0)
  const duration = file.durationMs ?? 0
  const bars = decodeWaveform(file.waveform)
  const played = duration > 0 ? Math.min(1, position / duration) : 0

  // The first Play waits for the sound, then plays it.
  useEffect(() => {
    if (url && wanted) void audioRef.current?.play().catch(() => setPlaying(false))
  }, [url, wanted])

  const toggle = () => {
    const audio = audioRef.current
    if (!url) {
      setWanted(true)
      return
    }
    if (!audio) return
    if (audio.paused) void audio.play().catch(() => setPlaying(false))
    else audio.pause()
  }
  const seek = (ms: number) => {
    setPosition(ms)
    if (audioRef.current && url) audioRef.current.currentTime = ms / 1000
  }
  const ink = own ? 'bg-on-school' : 'bg-zinc-700 dark:bg-zinc-200'
  return (
    <span className="mt-1 flex w-64 max-w-full items-center gap-2">
      <button
        type="button"
        onClick={toggle}
        aria-label={
          playing ? t('chat.voicePause') : t('chat.voicePlay', { time: clockTime(duration) })
        }
        className={`grid size-10 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 ${own ? 'bg-on-school/20 focus-visible:outline-on-school' : 'bg-zinc-200 focus-visible:outline-focus dark:bg-zinc-700 dark:focus-visible:outline-white'}`}
      >
        <ChatIcon name={playing ? 'pause' : 'play'} className="size-5" />
      </button>
      <span className="relative flex h-8 min-w-0 flex-1 items-center gap-px rounded focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus dark:focus-within:outline-white">
        {bars.map((level, index) => (
          <span
            key={index}
            aria-hidden="true"
            className={`w-full rounded-full ${ink} ${index / bars.length < played ? '' : 'opacity-40'}`}
            style={{ height: `${String(Math.max(10, Math.round(level * 100)))}%` }}
          />
        ))}
        <input
          type="range"
          min={0}
          max={duration}
          step={1000}
          value={Math.min(duration, Math.round(position / 1000) * 1000)}
          aria-label={t('chat.voicePosition')}
          aria-valuetext={t('chat.voiceAt', {
            time: clockTime(position),
            length: clockTime(duration),
          })}
          onChange={(event) => {
            seek(event.target.valueAsNumber)
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </span>
      <span className="shrink-0 text-xs tabular-nums">
        {clockTime(playing || position > 0 ? position : duration)}
      </span>
      {failed ? (
        <span role="alert" className="text-xs">
          {t('chat.voiceFailed')}
        </span>
      ) : null}
      {url ? (
        <audio
          ref={audioRef}
          src={url}
          preload="auto"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false)
            setPosition(0)
          }}
          onTimeUpdate={(event) => {
            setPosition(event.currentTarget.currentTime * 1000)
          }}
        />
      ) : null}
    </span>
  )
}

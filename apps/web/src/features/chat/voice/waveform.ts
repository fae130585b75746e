import { WAVEFORM_BARS } from '@quad/shared'

/*
 * A voice note's waveform (issue 35 item 8): WAVEFORM_BARS levels of loudness, 0-31, one
 * base-32 character each (the `Waveform` contract). Measured while recording, drawn by the
 * player; nothing is decoded to draw it.
 */
const LEVELS = 32

/**
 * The waveform of loudness samples taken through a recording (0 to 1, in order): each
 * bar the loudest of its stretch, scaled so the loudest bar is full, at least 1 so a pause
 * still shows.
 */
export function encodeWaveform(samples: readonly number[]): string {
  const bars = Array.from({ length: WAVEFORM_BARS }, (_, bar) => {
    const from = Math.floor((bar * samples.length) / WAVEFORM_BARS)
    const to = Math.max(from + 1, Math.floor(((bar + 1) * samples.length) / WAVEFORM_BARS))
    return Math.max(0, ...samples.slice(from, to))
  })
  const loudest = Math.max(...bars)
  return bars
    .map((level) => {
      const scaled = loudest > 0 ? Math.round((level / loudest) * (LEVELS - 1)) : 0
      return Math.max(1, scaled).toString(LEVELS)
    })
    .join('')
}

/** The bars' heights (0 to 1) of a stored waveform; a flat line when there is none. */
export function decodeWaveform(waveform: string | null): number[] {
  if (!waveform) return Array.from({ length: WAVEFORM_BARS }, () => 0.15)
  return [...waveform].map((c) => parseInt(c, LEVELS) / (LEVELS - 1))
}

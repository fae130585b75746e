import { WAVEFORM_BARS, Waveform } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { clockTime } from '../day-label.ts'
import { decodeWaveform, encodeWaveform } from './waveform.ts'

describe('voice note waveform', () => {
  it('keeps each stretch’s loudest level, scaled to the loudest, as the contract spells it', () => {
    const samples = Array.from({ length: 480 }, (_, i) => (i < 240 ? 0.1 : 0.4))
    const waveform = encodeWaveform(samples)
    expect(z.safeParse(Waveform, waveform).success).toBe(true)
    expect(waveform).toHaveLength(WAVEFORM_BARS)
    expect(waveform.at(-1)).toBe('v')
    expect(waveform[0]).toBe('8')
    expect(decodeWaveform(waveform).at(-1)).toBe(1)
  })

  it('draws silence and short recordings as low bars, never empty', () => {
    expect(encodeWaveform([])).toBe('1'.repeat(WAVEFORM_BARS))
    expect(encodeWaveform([0.5, 0.2])).toHaveLength(WAVEFORM_BARS)
    expect(decodeWaveform(null)).toHaveLength(WAVEFORM_BARS)
  })

  it('says a length as m:ss', () => {
    expect(clockTime(4_200)).toBe('0:04')
    expect(clockTime(65_000)).toBe('1:05')
  })
})

import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHex, textColourOn } from './colour.ts'

describe('textColourOn (spec 9 brightness rule, 4.5:1 floor)', () => {
  it('puts white on the default school blue', () => {
    expect(textColourOn('005fbf')).toBe('#ffffff')
  })
  it('puts black on a light colour', () => {
    expect(textColourOn('ffd54f')).toBe('#000000')
  })
  it('puts white on black and black on white', () => {
    expect(textColourOn('000000')).toBe('#ffffff')
    expect(textColourOn('#ffffff')).toBe('#000000')
  })
  it('overrides the rule when it would fall below 4.5:1 and the other colour is better', () => {
    // brightness of 7f7f7f is 127 (< 128): the rule says white, which gives ~4.0:1;
    // black gives ~5.3:1, so black wins.
    const bg = parseHex('7f7f7f')
    expect(contrastRatio(bg, [255, 255, 255])).toBeLessThan(4.5)
    expect(textColourOn('7f7f7f')).toBe('#000000')
  })
  it('rejects a malformed colour', () => {
    expect(() => textColourOn('blue')).toThrow(/six-digit/)
  })
})

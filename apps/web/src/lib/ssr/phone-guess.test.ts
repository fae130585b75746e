import { describe, expect, it } from 'vitest'
import { guessPhone, phoneGuess, setPhoneGuessSource } from './phone-guess.ts'

const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1'
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1'
const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

describe('the phone guess (decision 075)', () => {
  it("believes the browser's mobile hint over its user agent", () => {
    expect(guessPhone({ 'sec-ch-ua-mobile': '?1', 'user-agent': laptop })).toBe(true)
    expect(guessPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': pixel })).toBe(false)
  })

  it('without the hint, a user agent saying Mobile or iPhone is a phone; a tablet is not', () => {
    expect(guessPhone({ 'user-agent': pixel })).toBe(true)
    expect(guessPhone({ 'user-agent': iphone })).toBe(true)
    expect(guessPhone({ 'user-agent': ipad })).toBe(false)
    expect(guessPhone({ 'user-agent': laptop })).toBe(false)
    expect(guessPhone({})).toBe(false)
  })

  it('reads the guess from its source (a render, or the page it hydrates)', () => {
    setPhoneGuessSource(() => true)
    expect(phoneGuess()).toBe(true)
    setPhoneGuessSource(() => false)
    expect(phoneGuess()).toBe(false)
  })
})

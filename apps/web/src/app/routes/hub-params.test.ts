import { describe, expect, it } from 'vitest'
import { hubParam } from './hub-params.ts'

describe('hubParam (spec 2: _ means none)', () => {
  it('reads _ and a missing value as none', () => {
    expect(hubParam('_')).toBeNull()
    expect(hubParam(undefined)).toBeNull()
  })

  it('keeps any other value', () => {
    expect(hubParam('42')).toBe('42')
  })
})

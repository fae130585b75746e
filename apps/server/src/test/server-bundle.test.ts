import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { asciiOnly } from '../../build/ascii.ts'
import { SERVER_BUNDLE } from '../../build/bundle.ts'

// The global setup remakes a stale bundle before any test file runs (global-setup.ts).
describe('the server bundle (decision 074)', () => {
  it('is ASCII from end to end, so V8 holds its source at one byte a character', () => {
    // Every module the bundle step wrote (bundle.ts escapes each `.mjs`), the worker's too.
    const dist = path.dirname(SERVER_BUNDLE)
    const modules = readdirSync(dist).filter((name) => name.endsWith('.mjs'))
    expect(modules).toContain(path.basename(SERVER_BUNDLE))
    for (const file of modules.map((name) => path.join(dist, name))) {
      const text = readFileSync(file, 'latin1')
      expect(/[^\0-\x7f]/.exec(text)?.index, file).toBeUndefined()
    }
  })

  it("keeps what the code means: strings, regular expressions and a template's cooked text", () => {
    const source = [
      '// a comment — with a dash',
      "const text = 'café · 😀'",
      'const match = /[·😀]/.test("x·y")',
      'const cooked = ((strings) => strings[0])`a · b`',
      'return [text, match, cooked]',
    ].join('\n')
    const escaped = asciiOnly(source)
    expect(escaped).toMatch(/^[\0-\x7f]*$/)
    const run = (code: string) => new Function(code)() as unknown
    expect(run(escaped)).toEqual(run(source))
    expect(run(escaped)).toEqual(['café · 😀', true, 'a · b'])
  })
})

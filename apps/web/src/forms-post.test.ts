import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/*
 * Decision 075: a server-rendered form can be sent before its JavaScript runs. Every form
 * posts, so what a student typed (a password) never goes into a URL, a history or a log; the
 * server opens the page again (platform/http/spa.ts). Probe: drop one `method="post"`.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : []
  })
}

it('every form of the web app posts', () => {
  const forms = sources(import.meta.dirname).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<form\b[^>]*>/g)].map((match) => ({
      file: path.relative(import.meta.dirname, file),
      tag: match[0].replace(/\s+/g, ' '),
    })),
  )
  expect(forms.length).toBeGreaterThan(30)
  expect(forms.filter(({ tag }) => !tag.includes('method="post"'))).toEqual([])
})

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hostOf, useTestApp } from '../../test/test-app.ts'
import { tempDirForTests } from '../../test/temp-dir.ts'

/*
 * Decision 062: the shell served for a page names that page's chunks (and theirs) as
 * modulepreloads, except those the shell already loads; a page without a module goes as
 * the build wrote it.
 */
const webDist = tempDirForTests('quad-web-preload-')
const page =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>'
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_list-1.js': { file: 'assets/list-1.js', imports: ['_react-1.js', '_avatar-1.js'] },
  '_avatar-1.js': { file: 'assets/avatar-1.js' },
  'src/app/routes/directory.tsx': {
    file: 'assets/directory-1.js',
    imports: ['index.html', '_list-1.js'],
  },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_react-1.js'] },
}
mkdirSync(path.join(webDist, '.vite'), { recursive: true })
writeFileSync(path.join(webDist, 'index.html'), page)
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest))

const ctx = useTestApp({ config: { webDist } })
const getPage = (url: string) =>
  ctx().app.inject({ url, headers: { host: hostOf('alpha'), accept: 'text/html' } })
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

describe('the shell for a page', () => {
  it('preloads the page’s chunk and its imports, not what the shell loads anyway', async () => {
    const answer = await getPage('/directory?profile=abc')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/text\/html/)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(preloads(answer.body)).toEqual([
      '/assets/directory-1.js',
      '/assets/list-1.js',
      '/assets/avatar-1.js',
    ])
    expect(answer.body).toContain('<script type="module" src="/assets/index-1.js"></script>')
  })

  it('reads / as the home page', async () => {
    expect(preloads((await getPage('/')).body)).toEqual(['/assets/home-1.js'])
  })

  it('goes as the build wrote it for a path without a page module', async () => {
    const answer = await getPage('/north/_/clubs')
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toBe(page)
  })
})

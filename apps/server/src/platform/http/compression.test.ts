import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import net from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { captureLog } from '../../test/log-lines.ts'
import { hostOf, useTestApp } from '../../test/test-app.ts'
import { chooseEncoding, COMPRESSION_THRESHOLD, installCompression } from './compression.ts'
import { loggerOptions } from './logging.ts'
import { tempDirForTests } from '../../test/temp-dir.ts'

/*
 * Issue 19 item 1: the web app's files go precompressed (written by the build, sent as
 * they are) and API answers above the threshold are compressed for browsers that accept it.
 */
const webDist = tempDirForTests('quad-web-dist-')
const script = `console.log(${JSON.stringify('Quad '.repeat(600))})\n`
const page = `<!doctype html><html><body>${'<p>Quad</p>'.repeat(300)}</body></html>`
mkdirSync(path.join(webDist, 'assets'))
writeFileSync(path.join(webDist, 'index.html'), page)
writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(page))
writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(page))
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), script)
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script))
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(script))

const ctx = useTestApp({ config: { webDist } })
const host = hostOf('alpha')
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx().app.inject({ url, headers: { host, ...headers } })

describe('the web app’s files', () => {
  it('go as their Brotli copy, else gzip, else as they are, cached for good', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toMatch(/javascript/)
    // The build's copy itself, byte for byte, not one compressed for this request.
    const onDisk = readFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'))
    expect(br.rawPayload.equals(onDisk)).toBe(true)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/app-1a2b.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('answers a client route with the compressed shell, revalidated every time', async () => {
    const shell = await get('/directory', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(shell.statusCode).toBe(200)
    expect(shell.headers['content-encoding']).toBe('br')
    expect(shell.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(page)
  })
})

describe('API answers', () => {
  it('are compressed above the threshold for a client that accepts it', async () => {
    const big = await get('/api/docs', { 'accept-encoding': 'br, gzip' })
    expect(big.statusCode).toBe(200)
    expect(big.headers['content-encoding']).toBe('br')
    const json = brotliDecompressSync(big.rawPayload).toString()
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    expect(JSON.parse(json)).toHaveProperty('openapi')
    const gz = await get('/api/docs', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json)
  })

  it('go as they are below it, or to a client that asks for nothing', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' })
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD)
    expect(small.headers['content-encoding']).toBeUndefined()
    const identity = await get('/api/docs')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(identity.body)).toHaveProperty('openapi')
  })
})

describe('the encoding a server-rendered page goes in', () => {
  it('is Brotli, then gzip, among those the client weighs above zero', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('br')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('BR;Q=0,GZIP;q=0.3')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*;q=0.1, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull()
    expect(chooseEncoding('gzip;q=nonsense')).toBeNull()
    expect(chooseEncoding('')).toBeNull()
  })
})

describe('a compressed answer whose client went away', () => {
  it('is logged at info, not as a server error; other errors still are', async () => {
    const lines = captureLog()
    const app = Fastify({ logger: loggerOptions('info', lines.stream) })
    await installCompression(app)
    // Answers once the client's socket has closed: the plugin's pump then finds the answer's
    // stream destroyed, as when a student leaves a page while its data is on the way.
    app.get('/after-the-client-left', async (request) => {
      await new Promise((resolve) => request.raw.socket.once('close', resolve))
      return { text: 'Quad '.repeat(COMPRESSION_THRESHOLD) }
    })
    app.get('/broken', async () => {
      throw new Error('a real fault')
    })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = new URL(base)
      const socket = net.connect(Number(port), '127.0.0.1')
      socket.on('error', () => undefined)
      socket.write('GET /after-the-client-left HTTP/1.1\r\nhost: x\r\naccept-encoding: br\r\n\r\n')
      await vi.waitFor(() => expect(lines.text()).toContain('/after-the-client-left'))
      socket.destroy()
      await vi.waitFor(() => expect(lines.text()).toContain('the client went away'), 10_000)
      const levels = lines
        .text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string })
      expect(levels.filter((line) => line.level >= 50)).toEqual([])

      expect((await fetch(`${base}/broken`)).status).toBe(500)
      await vi.waitFor(() => expect(lines.text()).toContain('a real fault'))
      expect(lines.text()).toMatch(/"level":50[^\n]*a real fault/)
    } finally {
      await app.close()
    }
  })
})

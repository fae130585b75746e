import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * Web pages a student might link, on loopback, for the link preview tests (decision 097):
 * each path's answer, and how many times each was asked for (a cache hit asks nothing).
 */
export interface LinkPages {
  /** `http://127.0.0.1:<port>`: reached through the tests' `outboundAllowHosts`. */
  origin: string
  port: number
  hits: Map<string, number>
  close(): Promise<void>
}

type Page = (response: http.ServerResponse) => void

const html =
  (body: string, type = 'text/html; charset=utf-8'): Page =>
  (response) => {
    response.writeHead(200, { 'content-type': type })
    response.end(body)
  }

export async function startLinkPages(): Promise<LinkPages> {
  const picture = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#3b6ea5' },
  })
    .png()
    .toBuffer()
  const pages: Record<string, Page> = {
    '/article': html(`<!doctype html><html><head>
      <title>Ignored when og:title is there</title>
      <meta property="og:site_name" content="Campus  News">
      <meta property="og:title" content="Library opens &amp; stays   open late">
      <meta property="og:description" content="From Monday the library is open until 2 am. <b>Not bold</b>">
      <meta property="og:image" content="/images/library.png">
      </head><body><script>alert(1)</script></body></html>`),
    '/images/library.png': (response) => {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(picture)
    },
    '/plain': html(`<html><head><title>
      Plain page title </title><meta name="description" content="Only the basics here.">
      </head><body>Hi</body></html>`),
    '/moved': (response) => {
      response.writeHead(302, { location: '/deep/page' })
      response.end()
    },
    '/deep/page': html(`<head><meta property="og:title" content="Deep page">
      <meta property="og:image" content="thumb.png"></head>`),
    '/deep/thumb.png': (response) => {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(picture)
    },
    // More than the 512 KB an unfurl reads, without saying so up front.
    '/huge': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.write('<html><head><meta property="og:title" content="Too big">')
      response.end(`<p>${'x'.repeat(600 * 1024)}</p>`)
    },
    '/huge-image-page': html(`<head><meta property="og:title" content="Huge picture">
      <meta property="og:image" content="/huge.png"></head>`),
    '/huge.png': (response) => {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(Buffer.concat([picture.subarray(0, 8), Buffer.alloc(6 * 1024 * 1024)]))
    },
    '/fake-image-page': html(`<head><meta property="og:title" content="Fake picture">
      <meta property="og:image" content="/fake.png"></head>`),
    '/fake.png': html('<svg onload="alert(1)"></svg>', 'image/png'),
    '/report.pdf': html('%PDF-1.4 not a page', 'application/pdf'),
  }
  const hits = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const page = pages[path]
    if (page) page(response)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

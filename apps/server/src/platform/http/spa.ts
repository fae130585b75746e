import { existsSync } from 'node:fs'
import path from 'node:path'
import type { PageAnswer } from '@quad/shared'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { AppError } from '../errors.ts'
import { sendCompressed } from './compression.ts'
import { sendError } from './error-handler.ts'
import { loadPageRenderer, renderPageFor } from './page-render.ts'
import { shellWithPreloads } from './route-preload.ts'

const API_PREFIXES = ['/api/', '/mobile_ws/', '/media/', '/healthz', '/readyz']

/**
 * Serves the built web app (apps/web/dist) and answers client routes with
 * index.html, naming the page's own chunks as modulepreloads (decision 062), rendered by
 * the web app's server entry where the page is ready for it (decision 075); API paths keep
 * their JSON 404. Without a build, only the API runs.
 */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'))
  if (hasBuild) await registerStatic(app, webDist)
  const shellFor = shellWithPreloads(webDist)
  const render = hasBuild ? await loadPageRenderer(webDist) : null
  app.setNotFoundHandler(async (request, reply) => {
    const isPagePath =
      hasBuild &&
      !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html')
    // A form sent before its page's JavaScript ran (a server-rendered page not yet
    // hydrated): every form posts, so nothing typed reaches a URL or a log, and the page
    // opens again to send it itself (decision 075).
    if (isPagePath && request.method === 'POST') return reply.redirect(request.url, 303)
    if (isPagePath && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache')
      const shell = shellFor(new URL(request.url, 'http://quad').pathname)
      // Inside a host's frame the host may hand over the session and school (spec 7), which
      // the server cannot see: the browser renders framed pages, as before (decision 075).
      if (render && shell && request.headers['sec-fetch-dest'] !== 'iframe') {
        const { answer, cookies } = await renderPageFor(app, request, render, shell.html).catch(
          (error: unknown) => ({ answer: renderFailed(error), cookies: [] }),
        )
        for (const cookie of cookies) void reply.header('set-cookie', cookie)
        if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status)
        // A render that broke still answers the page: the browser renders it (decision 075).
        if (answer.kind === 'shell' && answer.failure) {
          request.log.error({ failure: answer.failure }, 'the server could not render the page')
        }
        if (answer.kind === 'document') {
          // It holds what the visitor's session may see: never kept by a shared cache.
          reply.header('cache-control', 'private, no-cache')
          // The not-found handler is no route, so the global compression does not see it:
          // compressed here (a page's markup is several times its compressed size).
          reply.code(answer.status).type('text/html; charset=utf-8')
          return sendCompressed(request, reply, answer.html)
        }
      }
      if (shell?.preloads) {
        return sendCompressed(request, reply.type('text/html; charset=utf-8'), shell.html)
      }
      return reply.sendFile('index.html')
    }
    return sendError(
      reply,
      new AppError(404, 'not_found', `No route ${request.method} ${request.url}`),
    )
  })
  return hasBuild
}

async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts):
    // sent as they are to a browser that accepts them, with Vary: Accept-Encoding (issue 19).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite fingerprints assets; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}

function renderFailed(error: unknown): PageAnswer {
  return {
    kind: 'shell',
    failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
  }
}

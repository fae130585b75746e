import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { AppError } from '../errors.ts'
import { sendError } from './error-handler.ts'
import { shellWithPreloads } from './route-preload.ts'

const API_PREFIXES = ['/api/', '/mobile_ws/', '/media/', '/healthz', '/readyz']

/**
 * Serves the built web app (apps/web/dist) and answers client routes with
 * index.html, naming the page's own chunks as modulepreloads (decision 062); API paths
 * keep their JSON 404. Without a build, only the API runs.
 */
export async function installSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'))
  if (hasBuild) await registerStatic(app, webDist)
  const shellFor = shellWithPreloads(webDist)
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html')
    if (isPage) {
      reply.header('cache-control', 'no-cache')
      const shell = shellFor(new URL(request.url, 'http://quad').pathname)
      if (shell) return reply.type('text/html; charset=utf-8').send(shell)
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

import type { FastifyInstance } from 'fastify'
import cors from '@fastify/cors'
import helmet from 'helmet'
import type { AnalyticsConfig } from '@quad/shared'

/**
 * Security headers (quality.md R6). Framing is governed by CSP `frame-ancestors`
 * from HOST_ORIGINS (X-Frame-Options cannot list origins, so it is off); CORS
 * stays closed unless CORS_ORIGINS names origins.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { hostOrigins: string[]; corsOrigins: string[]; analytics: AnalyticsConfig | null },
): Promise<void> {
  // The analytics script (spec 8) is the one third-party origin the page may load and call.
  const analytics = options.analytics ? [new URL(options.analytics.scriptUrl).origin] : []
  // helmet itself, built once: @fastify/helmet rebuilt it (parsing the CSP) on every
  // request, a tenth of a directory search's cost (P1, P4).
  const applyHeaders = helmet({
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...options.hostOrigins],
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined)
    })
  })
  if (options.corsOrigins.length > 0) {
    await app.register(cors, { origin: options.corsOrigins, credentials: true })
  }
}

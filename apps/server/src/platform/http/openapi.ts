import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the same Zod schemas that validate requests (issue 2 item 8). */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quad API',
        version: '0.1.0',
        description:
          'Two surfaces over one service layer: /mobile_ws/v18 (cookie session + ' +
          'X-CG-CSRF-Token) and /api/v1 (Bearer JWT). Errors are {error:{code,message,issues}} ' +
          'with X-Error-Status and X-Error-Message headers.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'quad_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CG-CSRF-Token' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
}

import type { FastifyReply } from 'fastify'
import { PRIVATE_MEDIA_CACHE } from './security.ts'

/**
 * Sends a stored file someone attached or uploaded (a chat's, a receipt, a form's answer)
 * to one who may read it: pictures and voice notes show and play in the page, anything
 * else (a PDF) is saved under its name. Cached privately (the route checked who asks).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; contentType: string },
  data: Buffer,
) {
  const shown = file.contentType.startsWith('image/') || file.contentType.startsWith('audio/')
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `${shown ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', PRIVATE_MEDIA_CACHE)
    .send(data)
}

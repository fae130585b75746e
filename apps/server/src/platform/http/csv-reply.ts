import type { FastifyReply } from 'fastify'

/**
 * Sends a CSV export (platform/text/csv.ts writes it) as a download named `filename`: every
 * export route answers the same way. The name is the route's own, never a student's text.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv)
}

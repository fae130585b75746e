import * as z from 'zod/mini'

/*
 * "Download your data" (issue 18 item 4, decision 057): `POST /api/v1/me/exports` queues
 * a ZIP of everything Quad holds about the student, `GET /api/v1/me/exports/{id}` follows
 * it; when ready, `url` downloads it (a signed link that also needs the session cookie).
 */

export const DataExportStatus = z.enum(['queued', 'running', 'ready', 'failed', 'expired'])
export type DataExportStatus = z.infer<typeof DataExportStatus>

export const DataExportCreated = z.object({ id: z.string() })
export type DataExportCreated = z.infer<typeof DataExportCreated>

export const DataExportParams = z.object({ id: z.string().check(z.maxLength(100)) })

export const DataExportAnswer = z.object({
  id: z.string(),
  status: DataExportStatus,
  /** 0-100, by parts written. */
  progress: z.number(),
  createdAt: z.string(),
  /** Ready only: where the ZIP downloads, until `expiresAt`. */
  url: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  sizeBytes: z.optional(z.number()),
  /** Failed only: why. */
  error: z.optional(z.string()),
})
export type DataExportAnswer = z.infer<typeof DataExportAnswer>

export const DataExportList = z.object({ items: z.array(DataExportAnswer) })
export type DataExportList = z.infer<typeof DataExportList>

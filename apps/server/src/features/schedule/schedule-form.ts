import type { FastifyRequest } from 'fastify'
import { SCHEDULE_FILTERS, ScheduleFilters, ScheduleFilterName } from '@quad/shared'
import { AppError, badRequest, fieldError } from '../../platform/errors.ts'

/** A field's value at most (200 items of 100 characters, quoted, with commas). */
const FIELD_BYTES = 24_000

/**
 * The filters of a `schedule_config` POST (spec 7: multipart, one entry per filter name,
 * each value the JSON items, e.g. `sections` = `["S-101","S-202"]`). An unknown name, a
 * repeated one, a file, or a value that is not a JSON array of strings is a 400 naming
 * the field; a body busboy cannot read is a 400 too, never a 500.
 */
export async function readFilterForm(request: FastifyRequest): Promise<ScheduleFilters> {
  if (!request.isMultipart()) throw badRequest('body: send the filters as multipart/form-data')
  const filters: Record<string, unknown> = {}
  try {
    const parts = request.parts({
      limits: { files: 0, fields: SCHEDULE_FILTERS.length, fieldSize: FIELD_BYTES },
    })
    for await (const part of parts) {
      const name = part.fieldname
      if (part.type === 'file') throw fieldError(`body.${name}`, 'must be a field, not a file')
      if (!ScheduleFilterName.safeParse(name).success) {
        throw fieldError(`body.${name}`, `is not a filter (${SCHEDULE_FILTERS.join(', ')})`)
      }
      if (name in filters) throw fieldError(`body.${name}`, 'is sent twice')
      if (part.valueTruncated) throw fieldError(`body.${name}`, 'is too long')
      filters[name] = itemsOf(name, String(part.value))
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const message = error instanceof Error ? error.message : String(error)
    throw badRequest(`body: the multipart body is not a filter form (${message})`)
  }
  const parsed = ScheduleFilters.safeParse(filters)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw fieldError(`body.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'is not valid')
  }
  return parsed.data
}

function itemsOf(name: string, value: string): string[] {
  let items: unknown
  try {
    items = JSON.parse(value)
  } catch {
    throw fieldError(`body.${name}`, 'must be JSON items, e.g. ["S-101"]')
  }
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) {
    throw fieldError(`body.${name}`, 'must be a JSON array of strings')
  }
  return items
}

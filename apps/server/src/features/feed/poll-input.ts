import { randomBytes } from 'node:crypto'
import type { PollInput } from '@quad/shared'
import type { StoredPoll } from '../../db/schema/feed.ts'
import { fieldError } from '../../platform/errors.ts'

/**
 * A poll as written (issue 16 item 2): each option gets a short random id that never
 * changes (votes name it; options are never edited), the close time must be ahead.
 * The question and labels are plain text (the web shows them as text, never as HTML).
 */
export function storedPoll(input: PollInput, now = new Date()): StoredPoll {
  if (input.closesAt !== undefined && Date.parse(input.closesAt) <= now.getTime()) {
    throw fieldError('body.poll.closesAt', 'must be in the future')
  }
  const ids = new Set<string>()
  const options = input.options.map((label) => {
    let id = randomBytes(4).toString('hex')
    while (ids.has(id)) id = randomBytes(4).toString('hex')
    ids.add(id)
    return { id, label }
  })
  return {
    question: input.question,
    options,
    multiple: input.multiple ?? false,
    closesAt: input.closesAt === undefined ? null : new Date(input.closesAt).toISOString(),
  }
}

/** Whether the poll takes no more votes. */
export const pollClosed = (poll: StoredPoll, now = new Date()) =>
  poll.closesAt !== null && Date.parse(poll.closesAt) <= now.getTime()

import type { CreateEventBody, EventQuestion } from '@quad/shared'
import { fieldError } from '../../platform/errors.ts'
import { sanitizeRichText } from '@quad/shared/rich-text'

/** The fields of an event besides its times, club and status, as a row stores them. */
export interface EventFields {
  title?: string
  description?: string
  location?: string | null
  onlineUrl?: string | null
  category?: string | null
  tags?: string[]
  capacity?: number | null
  isPublic?: boolean
  questions?: EventQuestion[]
}

type FieldInput = Partial<
  Pick<
    CreateEventBody,
    | 'title'
    | 'description'
    | 'location'
    | 'onlineUrl'
    | 'category'
    | 'tags'
    | 'capacity'
    | 'public'
    | 'questions'
  >
>

/**
 * Checks and cleans what a student wrote beyond the schema (issue 15): the description
 * is sanitised rich text (as the bio); an online link is http(s); tags are kept once
 * each; questions have unique ids and a choice offers options. Only the fields sent are
 * in the answer (a PATCH changes only those).
 */
export function eventFields(input: FieldInput): EventFields {
  const fields: EventFields = {}
  if (input.title !== undefined) fields.title = input.title
  if (input.description !== undefined) fields.description = sanitizeRichText(input.description)
  if (input.location !== undefined) fields.location = input.location || null
  if (input.onlineUrl !== undefined) fields.onlineUrl = onlineUrl(input.onlineUrl)
  if (input.category !== undefined) fields.category = input.category
  if (input.tags !== undefined) fields.tags = [...new Set(input.tags)]
  if (input.capacity !== undefined) fields.capacity = input.capacity
  if (input.public !== undefined) fields.isPublic = input.public
  if (input.questions !== undefined) fields.questions = checkedQuestions(input.questions)
  return fields
}

function onlineUrl(value: string | null): string | null {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw fieldError('body.onlineUrl', 'must be an http(s) address')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw fieldError('body.onlineUrl', 'must be an http(s) address')
  }
  return url.toString()
}

function checkedQuestions(questions: EventQuestion[]): EventQuestion[] {
  const seen = new Set<string>()
  return questions.map((question, index) => {
    if (seen.has(question.id)) {
      throw fieldError(`body.questions.${String(index)}.id`, 'is used by another question')
    }
    seen.add(question.id)
    if (question.kind === 'text') return { ...question, options: [] }
    // A choice of one is no choice: two options at least, each once.
    const options = [...new Set(question.options)]
    if (options.length < 2) {
      throw fieldError(`body.questions.${String(index)}.options`, 'a choice needs two options')
    }
    return { ...question, options }
  })
}

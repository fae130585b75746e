import {
  formDefinitionIssues,
  oneSection,
  type CreateEventBody,
  type EventQuestion,
} from '@quad/shared'
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
 * each; questions are a form's (ids unique, options once each). Only the fields sent are
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

/**
 * The questions as a form's one section (decision 113): ids unique and usable, options
 * each offered once, a scale with room; the first problem a 400 under `body.questions`.
 */
function checkedQuestions(questions: EventQuestion[]): EventQuestion[] {
  const [issue] = formDefinitionIssues({
    sections: oneSection(questions),
  }).filter((found) => found.path !== 'sections')
  if (issue) {
    throw fieldError(issue.path.replace(/^sections\.0\.questions/, 'body.questions'), issue.message)
  }
  return questions
}

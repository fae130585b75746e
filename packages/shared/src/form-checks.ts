import type { ErrorIssue } from './errors.ts'
import {
  FORM_LONG_ANSWER_MAX,
  FORM_QUESTIONS_MAX,
  FORM_SHORT_ANSWER_MAX,
  type FormAnswer,
  type FormQuestion,
} from './form-questions.ts'
import type { FormBody, FormSection } from './forms.ts'

/*
 * What the form schemas cannot see (decision 110), checked alike by the builder and the
 * answer form on the web and by the routes: issues by field, as the server's 400 names
 * them under `body.`.
 */

export const questionsOf = (sections: readonly FormSection[]): FormQuestion[] =>
  sections.flatMap((section) => section.questions)

/** Questions asked as a form's one untitled section: an event's registration (decision 113). */
export const oneSection = (questions: readonly FormQuestion[]): FormSection[] => [
  { title: '', description: '', questions: [...questions] },
]

/**
 * Ids an answers object cannot be keyed by safely (`__proto__`, `constructor`…): a plain
 * object's own names.
 */
const RESERVED = new Set(['__proto__', ...Object.getOwnPropertyNames(Object.prototype)])

/** The answer given to `id`, never one an object inherits. */
export const answerTo = <T>(answers: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(answers, id) ? answers[id] : undefined

/**
 * A definition's problems: no question at all, an empty section, more than
 * `FORM_QUESTIONS_MAX`, a reserved or repeated question id, an option offered twice
 * (ignoring case), a scale without room, a file asked for by an anonymous form (a file can
 * say who sent it: a name in a PDF's properties, a face in a photo).
 */
export function formDefinitionIssues(
  body: Pick<FormBody, 'sections'> & Partial<Pick<FormBody, 'anonymous'>>,
): ErrorIssue[] {
  const issues: ErrorIssue[] = []
  const count = questionsOf(body.sections).length
  if (count === 0) issues.push({ path: 'sections', message: 'must hold at least one question' })
  if (count > FORM_QUESTIONS_MAX) {
    issues.push({
      path: 'sections',
      message: `may hold at most ${String(FORM_QUESTIONS_MAX)} questions`,
    })
  }
  const ids = new Set<string>()
  body.sections.forEach((section, s) => {
    if (section.questions.length === 0 && count > 0) {
      issues.push({ path: `sections.${String(s)}.questions`, message: 'must hold a question' })
    }
    section.questions.forEach((question, q) => {
      const at = `sections.${String(s)}.questions.${String(q)}`
      if (RESERVED.has(question.id)) {
        issues.push({ path: `${at}.id`, message: 'is a name the answers cannot use' })
      }
      if (ids.has(question.id))
        issues.push({ path: `${at}.id`, message: 'is used by another question' })
      ids.add(question.id)
      if (question.kind === 'choice' || question.kind === 'multi_choice') {
        const seen = new Set<string>()
        question.options.forEach((option, o) => {
          const key = option.trim().toLowerCase()
          if (seen.has(key))
            issues.push({ path: `${at}.options.${String(o)}`, message: 'is offered twice' })
          seen.add(key)
        })
      }
      if (question.kind === 'scale' && question.max <= question.min) {
        issues.push({ path: `${at}.max`, message: 'must be above the lowest point' })
      }
      if (question.kind === 'file' && body.anonymous === true) {
        issues.push({ path: `${at}.kind`, message: 'cannot ask for a file in an anonymous form' })
      }
    })
  })
  return issues
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** An upload's id (`POST /api/v1/files`). */
const FILE_ID = /^[0-9a-f]{32}$/

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const blank = (answer: FormAnswer) =>
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0)

type Checked = { value: FormAnswer } | { problem: string }

/** One answer as stored, or the reason it does not fit its question. */
function checked(question: FormQuestion, answer: FormAnswer): Checked {
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      if (typeof answer !== 'string') return { problem: 'must be text' }
      const max = question.kind === 'short_text' ? FORM_SHORT_ANSWER_MAX : FORM_LONG_ANSWER_MAX
      const text = answer.trim()
      return text.length > max
        ? { problem: `must be at most ${String(max)} characters` }
        : { value: text }
    }
    case 'choice':
      return typeof answer === 'string' && question.options.includes(answer)
        ? { value: answer }
        : { problem: 'is not one of the options' }
    case 'multi_choice':
      if (!Array.isArray(answer)) return { problem: 'must be a list of options' }
      if (answer.some((option) => !question.options.includes(option))) {
        return { problem: 'holds something that is not one of the options' }
      }
      // In the order the form offers them, each once.
      return { value: question.options.filter((option) => answer.includes(option)) }
    case 'scale':
      if (typeof answer !== 'number' || !Number.isInteger(answer)) {
        return { problem: 'must be a whole number' }
      }
      return answer < question.min || answer > question.max
        ? { problem: `must be from ${String(question.min)} to ${String(question.max)}` }
        : { value: answer }
    case 'date':
      return typeof answer === 'string' && isDay(answer)
        ? { value: answer }
        : { problem: 'must be a date (YYYY-MM-DD)' }
    case 'file':
      // Whose upload it is, and what it holds, only the server can tell.
      return typeof answer === 'string' && FILE_ID.test(answer)
        ? { value: answer }
        : { problem: 'must be a file you uploaded' }
  }
}

/**
 * Answers checked against the form (issues at `answers.<id>`): each fits its question,
 * blanks are dropped, required questions are answered, no answer to a question the form
 * does not ask. `answers` is what would be stored.
 */
export function formAnswerIssues(
  sections: readonly FormSection[],
  given: Readonly<Record<string, FormAnswer>>,
): { answers: Record<string, FormAnswer>; issues: ErrorIssue[] } {
  const questions = questionsOf(sections)
  const known = new Set(questions.map((question) => question.id))
  const issues: ErrorIssue[] = Object.keys(given)
    .filter((id) => !known.has(id))
    .map((id) => ({ path: `answers.${id}`, message: 'is not a question of this form' }))
  const answers: Record<string, FormAnswer> = {}
  for (const question of questions) {
    const answer = answerTo(given, question.id)
    const path = `answers.${question.id}`
    if (answer === undefined || blank(answer)) {
      if (question.required) issues.push({ path, message: 'is required' })
      continue
    }
    const result = checked(question, answer)
    if ('problem' in result) issues.push({ path, message: result.problem })
    else answers[question.id] = result.value
  }
  return { answers, issues }
}

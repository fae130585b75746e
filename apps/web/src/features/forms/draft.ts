import type { Form, FormBody, FormQuestion, FormQuestionKind } from '@quad/shared'
import { localDateTime } from '../../lib/local-input.ts'

/*
 * The builder's working copy of a form (decision 110): what the fields hold as typed
 * (options one per line, the closing time as the browser's local date and time), and the
 * `FormBody` it becomes. Keys are React's, ids the form's own.
 */

export interface DraftQuestion<K extends FormQuestionKind = FormQuestionKind> {
  key: number
  id: string
  kind: K
  label: string
  help: string
  required: boolean
  /** Choice kinds: one option a line. */
  options: string
  min: number
  max: number
  minLabel: string
  maxLabel: string
}

export interface DraftSection {
  key: number
  title: string
  description: string
  questions: DraftQuestion[]
}

export interface Draft {
  title: string
  description: string
  audience: 'club' | 'event' | 'school'
  eventId: string
  responsesPerPerson: 'one' | 'many'
  anonymous: boolean
  /** `YYYY-MM-DDTHH:mm` in the browser's zone, or ''. */
  closesAt: string
  sections: DraftSection[]
}

let keys = 0
export const nextKey = () => ++keys

export function newQuestion<K extends FormQuestionKind = 'short_text'>(
  kind: K = 'short_text' as K,
): DraftQuestion<K> {
  const key = nextKey()
  return {
    key,
    // Unique within the form: a new key each time, a random part across sessions.
    id: `q${Date.now().toString(36)}${key.toString(36)}`,
    kind,
    label: '',
    help: '',
    required: false,
    options: '',
    min: 1,
    max: 5,
    minLabel: '',
    maxLabel: '',
  }
}

export const newSection = (): DraftSection => ({
  key: nextKey(),
  title: '',
  description: '',
  questions: [newQuestion()],
})

/** A new form: a club's goes to its members, the school's to everyone, until changed. */
export const emptyDraft = (audience: 'club' | 'school'): Draft => ({
  title: '',
  description: '',
  audience,
  eventId: '',
  responsesPerPerson: 'one',
  anonymous: false,
  closesAt: '',
  sections: [newSection()],
})

/** A stored question as the builder edits it (an event's registration questions too). */
export function draftQuestion<Q extends FormQuestion>(question: Q): DraftQuestion<Q['kind']> {
  const base = { ...newQuestion(question.kind), ...question, key: nextKey() }
  return {
    ...base,
    options: 'options' in question ? question.options.join('\n') : '',
  }
}

/** A stored form as the builder edits it. */
export function draftOf(form: Form): Draft {
  return {
    title: form.title,
    description: form.description,
    audience: form.audience.kind,
    eventId: form.audience.eventId ?? '',
    responsesPerPerson: form.responsesPerPerson,
    anonymous: form.anonymous,
    closesAt: form.closesAt ? localDateTime(new Date(form.closesAt)) : '',
    sections: form.sections.map((section) => ({
      key: nextKey(),
      title: section.title,
      description: section.description,
      questions: section.questions.map(draftQuestion),
    })),
  }
}

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/** The question the routes take, of the kind the draft holds. */
export function questionBody<K extends FormQuestionKind>(
  question: DraftQuestion<K>,
): Extract<FormQuestion, { kind: K }> {
  return bodyOfQuestion(question) as Extract<FormQuestion, { kind: K }>
}

function bodyOfQuestion(question: DraftQuestion): FormQuestion {
  const asked = {
    id: question.id,
    label: question.label,
    help: question.help,
    required: question.required,
  }
  switch (question.kind) {
    case 'choice':
    case 'multi_choice':
      return { ...asked, kind: question.kind, options: optionsOf(question.options) }
    case 'scale':
      return {
        ...asked,
        kind: 'scale',
        min: question.min,
        max: question.max,
        minLabel: question.minLabel,
        maxLabel: question.maxLabel,
      }
    default:
      return { ...asked, kind: question.kind }
  }
}

/** The body the routes take (checked by the shared schema before it is sent). */
export function bodyOf(draft: Draft): FormBody {
  return {
    title: draft.title,
    description: draft.description,
    audience:
      draft.audience === 'event'
        ? { kind: 'event', eventId: draft.eventId }
        : { kind: draft.audience },
    responsesPerPerson: draft.responsesPerPerson,
    anonymous: draft.anonymous,
    closesAt: draft.closesAt === '' ? null : new Date(draft.closesAt).toISOString(),
    sections: draft.sections.map((section) => ({
      title: section.title,
      description: section.description,
      questions: section.questions.map(bodyOfQuestion),
    })),
  }
}

/** An error on any of a question's options belongs to its one options field. */
export const optionsError = (errors: Record<string, string>, at: string) =>
  Object.entries(errors).find(([path]) => path.startsWith(`${at}.options`))?.[1]

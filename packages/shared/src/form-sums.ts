import {
  FORM_RESULT_TEXTS,
  type FormAnswer,
  type FormAnswerFile,
  type FormQuestion,
  type FormQuestionResult,
} from './form-questions.ts'
import { answerTo } from './form-checks.ts'

/*
 * How answers to a form's question are summed and written out (decisions 110 and 113): one
 * rule for a form's results and an event's registration answers, whichever feature keeps
 * the answers.
 */

const NO_FILES: ReadonlyMap<string, FormAnswerFile> = new Map()

function tally(labels: readonly string[], given: readonly string[]) {
  const counts = new Map(labels.map((label) => [label, 0]))
  for (const label of given) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, n]) => ({ label, count: n }))
}

/**
 * One question's answers summed: `given` holds each response's answer to it, oldest first
 * (unanswered ones left out); `files` names the files a file question's answers point at.
 */
export function questionResult(
  question: FormQuestion,
  given: readonly FormAnswer[],
  files: ReadonlyMap<string, FormAnswerFile> = NO_FILES,
): FormQuestionResult {
  const result: FormQuestionResult = {
    id: question.id,
    kind: question.kind,
    label: question.label,
    answered: given.length,
    counts: [],
    mean: null,
    texts: [],
    files: [],
  }
  switch (question.kind) {
    case 'choice':
      return { ...result, counts: tally(question.options, given.map(String)) }
    case 'multi_choice':
      return {
        ...result,
        counts: tally(
          question.options,
          given.flatMap((answer) => (Array.isArray(answer) ? answer : [])),
        ),
      }
    case 'scale': {
      const points = Array.from(
        { length: question.max - question.min + 1 },
        (_, i) => question.min + i,
      )
      const numbers = given.filter((answer): answer is number => typeof answer === 'number')
      const mean =
        numbers.length === 0 ? null : numbers.reduce((sum, n) => sum + n, 0) / numbers.length
      return {
        ...result,
        counts: tally(points.map(String), numbers.map(String)),
        mean: mean === null ? null : Math.round(mean * 100) / 100,
      }
    }
    case 'date':
      return { ...result, counts: tally([], given.map(String).sort()) }
    case 'file': {
      const sent = given.map((id) => files.get(String(id)))
      const listed = sent.filter((file): file is FormAnswerFile => file !== undefined)
      return { ...result, files: listed.reverse().slice(0, FORM_RESULT_TEXTS) }
    }
    default:
      return { ...result, texts: given.map(String).reverse().slice(0, FORM_RESULT_TEXTS) }
  }
}

/**
 * Each response's answer to the question `id`, in the responses' order, unanswered ones
 * left out: what `questionResult` sums.
 */
export const answersTo = (
  responses: readonly { answers: Readonly<Record<string, FormAnswer>> | null }[],
  id: string,
): FormAnswer[] =>
  responses
    .map((response) => (response.answers ? answerTo(response.answers, id) : undefined))
    .filter((answer): answer is FormAnswer => answer !== undefined)

/** A CSV cell: the answer as text, several options joined with "; ", a file by its name. */
export function answerCell(
  question: FormQuestion,
  answer: FormAnswer | undefined,
  files: ReadonlyMap<string, FormAnswerFile> = NO_FILES,
): string {
  if (answer === undefined) return ''
  if (question.kind === 'file') return files.get(String(answer))?.name ?? ''
  return Array.isArray(answer) ? answer.join('; ') : String(answer)
}

import type { ErrorIssue, EventQuestion } from '@quad/shared'
import { badRequest } from '../../platform/errors.ts'

export type Answers = Record<string, string | string[]>

/**
 * The registration answers checked against the event's questions (issue 15 item 1):
 * each answer names a question, a text is text, a choice one of its options, a multiple
 * choice distinct options; a `going` RSVP answers every required question. Throws one
 * 400 naming each `body.answers.<id>` at fault; answers the cleaned answers.
 */
export function checkAnswers(
  questions: EventQuestion[],
  answers: Answers,
  going: boolean,
): Answers {
  const issues: ErrorIssue[] = []
  const clean: Answers = {}
  const byId = new Map(questions.map((q) => [q.id, q]))
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id)
    const problem = question ? answerProblem(question, answer) : 'is not a question of this event'
    if (problem) issues.push({ path: `body.answers.${id}`, message: problem })
    else if (!isEmpty(answer)) clean[id] = typeof answer === 'string' ? answer.trim() : answer
  }
  for (const question of questions) {
    if (
      going &&
      question.required &&
      clean[question.id] === undefined &&
      !byIdFailed(issues, question)
    )
      issues.push({
        path: `body.answers.${question.id}`,
        message: `${question.label}: an answer is needed to go`,
      })
  }
  if (issues.length > 0) throw badRequest('Some registration answers are not right', issues)
  return clean
}

function byIdFailed(issues: ErrorIssue[], question: EventQuestion): boolean {
  return issues.some((issue) => issue.path === `body.answers.${question.id}`)
}

function isEmpty(answer: string | string[]): boolean {
  return typeof answer === 'string' ? answer.trim() === '' : answer.length === 0
}

function answerProblem(question: EventQuestion, answer: string | string[]): string | null {
  if (question.kind === 'text') return typeof answer === 'string' ? null : 'needs a text answer'
  if (question.kind === 'choice') {
    if (typeof answer !== 'string') return 'needs one of its options'
    return answer === '' || question.options.includes(answer) ? null : 'is not one of its options'
  }
  if (typeof answer === 'string') return 'needs a list of its options'
  if (new Set(answer).size !== answer.length) return 'names an option twice'
  return answer.every((option) => question.options.includes(option))
    ? null
    : 'names something that is not one of its options'
}

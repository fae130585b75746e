import { formAnswerIssues, oneSection, type EventQuestion, type RsvpAnswers } from '@quad/shared'
import { badRequest } from '../../platform/errors.ts'

/**
 * The registration answers checked as a form's answers (issue 15 item 1, decision 113), by
 * the rules the forms and the web's registration form share (`formAnswerIssues`): each
 * answer names a question and fits it, blanks are dropped, and a `going` RSVP answers every
 * required question (any other answer may leave them). Throws one 400 naming each
 * `body.answers.<id>` at fault; answers the cleaned answers.
 */
export function checkAnswers(
  questions: readonly EventQuestion[],
  given: RsvpAnswers,
  going: boolean,
): RsvpAnswers {
  const asked = going ? questions : questions.map((question) => ({ ...question, required: false }))
  const { answers, issues } = formAnswerIssues(oneSection(asked), given)
  if (issues.length > 0) {
    throw badRequest(
      'Some registration answers are not right',
      issues.map((issue) => ({ ...issue, path: `body.${issue.path}` })),
    )
  }
  return answers
}

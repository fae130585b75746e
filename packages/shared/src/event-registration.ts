import * as z from 'zod/mini'
import { FormQuestionResult } from './form-questions.ts'

/**
 * `GET /api/v1/events/{id}/registration` (decision 113): the registration answers of those
 * going or waitlisted, summed per question as a form's results are (counts, the mean of a
 * scale, the latest texts); `answered` how many of them gave any answer. Its managers only.
 */
export const EventRegistration = z.object({
  eventId: z.string(),
  title: z.string(),
  going: z.number(),
  waitlisted: z.number(),
  answered: z.number(),
  questions: z.array(FormQuestionResult),
})
export type EventRegistration = z.infer<typeof EventRegistration>

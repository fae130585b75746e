import * as z from 'zod/mini'
import {
  FORM_DESCRIPTION_MAX,
  FORM_QUESTIONS_MAX,
  FORM_SECTIONS_MAX,
  FORM_TITLE_MAX,
  FormAnswer,
  FormQuestion,
  FormQuestionResult,
  formOptionalText as Optional,
  formText as Text,
} from './form-questions.ts'

/*
 * Forms and surveys (issue 37 item 1, decision 110): officers and staff build a form of
 * sections and questions, share it to a club's members, an event's guests or the whole
 * school, and read the answers as charts and CSV. The same schemas check the builder and
 * the answers on the web and on the server.
 */

export const FormSection = z.object({
  title: Optional(FORM_TITLE_MAX),
  description: Optional(FORM_DESCRIPTION_MAX),
  questions: z.array(FormQuestion).check(z.maxLength(FORM_QUESTIONS_MAX)),
})
export type FormSection = z.infer<typeof FormSection>

/** Who may answer: the owning club's members, one event's guests (going), or everyone. */
export const FormAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('club') }),
  z.object({
    kind: z.literal('event'),
    eventId: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  z.object({ kind: z.literal('school') }),
])
export type FormAudience = z.infer<typeof FormAudience>

/**
 * `POST /api/v1/clubs/{id}/forms`, `POST /api/v1/school-forms`, `PUT /api/v1/forms/{formId}`.
 * Once anyone has answered, the questions, `anonymous` and `responsesPerPerson` stay as
 * they are (a 409): the answers would no longer match them.
 */
export const FormBody = z.object({
  title: Text(FORM_TITLE_MAX),
  description: Optional(FORM_DESCRIPTION_MAX),
  audience: FormAudience,
  /** One answer per person (they may not change it), or as many as they like. */
  responsesPerPerson: z.enum(['one', 'many']),
  /** Answers are kept without the name of who gave them; nobody, officers included, sees it. */
  anonymous: z.boolean(),
  /** Answers stop at this time (ISO 8601, with its offset); null: until it is closed. */
  closesAt: z.nullable(z.iso.datetime({ offset: true })),
  sections: z.array(FormSection).check(z.minLength(1), z.maxLength(FORM_SECTIONS_MAX)),
})
export type FormBody = z.infer<typeof FormBody>

/** `POST /api/v1/forms/{formId}/status`: publish a draft, close, or open again. */
export const FormStatusBody = z.object({ status: z.enum(['open', 'closed']) })
export type FormStatusBody = z.infer<typeof FormStatusBody>

export const FormStatus = z.enum(['draft', 'open', 'closed'])
export type FormStatus = z.infer<typeof FormStatus>

/** `POST /api/v1/forms/{formId}/responses`: answers by question id (unanswered ones left out). */
export const FormResponseBody = z.object({
  answers: z.record(z.string().check(z.maxLength(40)), FormAnswer),
})
export type FormResponseBody = z.infer<typeof FormResponseBody>

export const FormSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** The owning club; null for the school's own forms (staff). */
  clubId: z.nullable(z.string()),
  clubName: z.nullable(z.string()),
  audience: z.object({
    kind: z.enum(['club', 'event', 'school']),
    eventId: z.nullable(z.string()),
    eventTitle: z.nullable(z.string()),
  }),
  status: FormStatus,
  /** Open, and not past `closesAt`: it takes answers now. */
  accepting: z.boolean(),
  anonymous: z.boolean(),
  responsesPerPerson: z.enum(['one', 'many']),
  closesAt: z.nullable(z.string()),
  questionCount: z.number(),
  /** Managers only (null for others). */
  responseCount: z.nullable(z.number()),
  /** How many times the viewer answered. */
  viewerResponses: z.number(),
  updatedAt: z.string(),
})
export type FormSummary = z.infer<typeof FormSummary>

/** `GET /api/v1/forms/{formId}`: the form to fill in, or to edit for its managers. */
export const Form = z.object({
  ...FormSummary.shape,
  description: z.string(),
  sections: z.array(FormSection),
  viewer: z.object({
    manage: z.boolean(),
    /** May answer now (in the audience, accepting, and not answered a one-answer form). */
    canRespond: z.boolean(),
  }),
})
export type Form = z.infer<typeof Form>

/** `GET /api/v1/forms`, `GET /api/v1/clubs/{id}/forms`, `GET /api/v1/school-forms`. */
export const FormList = z.object({ items: z.array(FormSummary) })
export type FormList = z.infer<typeof FormList>

export const FormResponseReceipt = z.object({ id: z.string(), submittedAt: z.string() })
export type FormResponseReceipt = z.infer<typeof FormResponseReceipt>

/** `GET /api/v1/forms/{formId}/results`, for its managers. */
export const FormResults = z.object({
  form: Form,
  responseCount: z.number(),
  respondentCount: z.number(),
  questions: z.array(FormQuestionResult),
})
export type FormResults = z.infer<typeof FormResults>

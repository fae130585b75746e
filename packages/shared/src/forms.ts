import * as z from 'zod/mini'

/*
 * Forms and surveys (issue 37 item 1, decision 110): officers and staff build a form of
 * sections and questions, share it to a club's members, an event's guests or the whole
 * school, and read the answers as charts and CSV. The same schemas check the builder and
 * the answers on the web and on the server.
 */

export const FORM_TITLE_MAX = 120
export const FORM_DESCRIPTION_MAX = 2000
export const FORM_SECTIONS_MAX = 20
export const FORM_QUESTIONS_MAX = 100
export const FORM_QUESTION_LABEL_MAX = 300
export const FORM_HELP_MAX = 500
export const FORM_OPTION_MAX = 100
export const FORM_OPTIONS_MAX = 30
export const FORM_SHORT_ANSWER_MAX = 300
export const FORM_LONG_ANSWER_MAX = 5000
export const FORM_SCALE_LABEL_MAX = 40

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const Optional = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const Id = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/))

const asked = {
  /** Stable within the form: answers are keyed by it. */
  id: Id,
  label: Text(FORM_QUESTION_LABEL_MAX),
  help: Optional(FORM_HELP_MAX),
  required: z.boolean(),
}
const Options = z.array(Text(FORM_OPTION_MAX)).check(z.minLength(2), z.maxLength(FORM_OPTIONS_MAX))

export const FormQuestion = z.discriminatedUnion('kind', [
  z.object({ ...asked, kind: z.literal('short_text') }),
  z.object({ ...asked, kind: z.literal('long_text') }),
  z.object({ ...asked, kind: z.literal('choice'), options: Options }),
  z.object({ ...asked, kind: z.literal('multi_choice'), options: Options }),
  z.object({
    ...asked,
    kind: z.literal('scale'),
    min: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
    max: z.number().check(z.int(), z.minimum(2), z.maximum(10)),
    minLabel: Optional(FORM_SCALE_LABEL_MAX),
    maxLabel: Optional(FORM_SCALE_LABEL_MAX),
  }),
  z.object({ ...asked, kind: z.literal('date') }),
  /**
   * A file the student uploads (an image or a PDF: the checks every upload passes, through
   * `POST /api/v1/files`); the answer is the upload's id. Not in anonymous forms.
   */
  z.object({ ...asked, kind: z.literal('file') }),
])
export type FormQuestion = z.infer<typeof FormQuestion>
export type FormQuestionKind = FormQuestion['kind']

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

/**
 * One answer: text or a date (YYYY-MM-DD), one option, several options, a scale's number, or
 * a file's id (the upload's when sent; the form's own copy once stored).
 */
export const FormAnswer = z.union([
  z.string().check(z.maxLength(FORM_LONG_ANSWER_MAX)),
  z.array(z.string().check(z.maxLength(FORM_OPTION_MAX))).check(z.maxLength(FORM_OPTIONS_MAX)),
  z.number(),
])
export type FormAnswer = z.infer<typeof FormAnswer>

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

/** A file sent as an answer, as its form's managers list and download it. */
export const FormAnswerFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
})
export type FormAnswerFile = z.infer<typeof FormAnswerFile>

/**
 * One question's answers, summed: counts per option or scale point, the texts given, or the
 * files sent.
 */
export const FormQuestionResult = z.object({
  id: z.string(),
  kind: z.enum(['short_text', 'long_text', 'choice', 'multi_choice', 'scale', 'date', 'file']),
  label: z.string(),
  /** How many responses answered it. */
  answered: z.number(),
  /** Choice, multiple choice, scale (one per point, lowest first) and date (by day). */
  counts: z.array(z.object({ label: z.string(), count: z.number() })),
  /** Scale: the mean of the answers; else null. */
  mean: z.nullable(z.number()),
  /** Text: the latest answers, newest first (at most `FORM_RESULT_TEXTS`). */
  texts: z.array(z.string()),
  /** File: the latest files, newest first (at most `FORM_RESULT_TEXTS`). */
  files: z.array(FormAnswerFile),
})
export type FormQuestionResult = z.infer<typeof FormQuestionResult>

/** The most text answers (or files) a question's results list (the CSV holds them all). */
export const FORM_RESULT_TEXTS = 100

/** `GET /api/v1/forms/{formId}/results`, for its managers. */
export const FormResults = z.object({
  form: Form,
  responseCount: z.number(),
  respondentCount: z.number(),
  questions: z.array(FormQuestionResult),
})
export type FormResults = z.infer<typeof FormResults>

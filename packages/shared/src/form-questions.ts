import * as z from 'zod/mini'

/*
 * A form's questions, answers and results per question (decision 110), apart from the rest
 * of a form's contracts: an event's registration asks such questions (decision 113), and
 * every events screen reads them without the forms' own schemas.
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

/** Text a form's builder writes: trimmed, within `max`, and (`formText`) not empty. */
export const formText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
export const formOptionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const Text = formText
const Optional = formOptionalText
const Id = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/))

const asked = {
  /** Stable within the form: answers are keyed by it. */
  id: Id,
  label: Text(FORM_QUESTION_LABEL_MAX),
  help: Optional(FORM_HELP_MAX),
  required: z.boolean(),
}
const Options = z.array(Text(FORM_OPTION_MAX)).check(z.minLength(2), z.maxLength(FORM_OPTIONS_MAX))

const ShortText = z.object({ ...asked, kind: z.literal('short_text') })
const LongText = z.object({ ...asked, kind: z.literal('long_text') })
const Choice = z.object({ ...asked, kind: z.literal('choice'), options: Options })
const MultiChoice = z.object({ ...asked, kind: z.literal('multi_choice'), options: Options })
const Scale = z.object({
  ...asked,
  kind: z.literal('scale'),
  min: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
  max: z.number().check(z.int(), z.minimum(2), z.maximum(10)),
  minLabel: Optional(FORM_SCALE_LABEL_MAX),
  maxLabel: Optional(FORM_SCALE_LABEL_MAX),
})
const DateQuestion = z.object({ ...asked, kind: z.literal('date') })

/** The kinds an event's registration asks too (decision 113): all but a file. */
const registrationKinds = [ShortText, LongText, Choice, MultiChoice, Scale, DateQuestion] as const

export const FormQuestion = z.discriminatedUnion('kind', [
  ...registrationKinds,
  /**
   * A file the student uploads (an image or a PDF: the checks every upload passes, through
   * `POST /api/v1/files`); the answer is the upload's id. Not in anonymous forms.
   */
  z.object({ ...asked, kind: z.literal('file') }),
])
export type FormQuestion = z.infer<typeof FormQuestion>
export type FormQuestionKind = FormQuestion['kind']

/**
 * An event's registration question (decision 113): a form's question of any kind but a
 * file, answered with a `going` RSVP (the answers ride with the RSVP, which keeps no files).
 */
export const RegistrationQuestion = z.discriminatedUnion('kind', [...registrationKinds])
export type RegistrationQuestion = z.infer<typeof RegistrationQuestion>

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

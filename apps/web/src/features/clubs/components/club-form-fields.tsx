/** The forms' labelled fields are shared (components/labelled-fields.tsx): the club and event forms. */
export { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'

/** "chess, strategy" → ["chess", "strategy"]: tags are typed as one comma-separated line. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
}

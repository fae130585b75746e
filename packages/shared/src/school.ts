import * as z from 'zod/mini'

/** Spec 3 "School"; top_bar_bg_color defaults to 005fbf (spec 9). */
export const DEFAULT_TOP_BAR_COLOR = '005fbf'

export const SCHOOL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/
export const SchoolCode = z
  .string()
  .check(z.regex(SCHOOL_CODE_PATTERN, 'a school code is lowercase letters, digits and hyphens'))

export const HexColor = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{6}$/, 'a colour is six hex digits, no #'))

export const SchoolSettings = z.object({
  school_code: SchoolCode,
  /** Display name; not in the spec's entity, which Quad extends for the login page. */
  name: z.string(),
  top_bar_bg_color: HexColor,
  school_favicon: z.string(),
  config: z.object({ connect: z.boolean() }),
})
export type SchoolSettings = z.infer<typeof SchoolSettings>

import * as z from 'zod/mini'
import { ALL_SECTIONS_ON, DEFAULT_NAV_BAR, NAV_BAR_MAX, NAV_KEYS } from './school-sections.ts'
import { DEFAULT_SCHOOL_TIME_ZONE } from './time-zone.ts'

/** Spec 3 "School"; top_bar_bg_color defaults to 005fbf (spec 9). */
export const DEFAULT_TOP_BAR_COLOR = '005fbf'

export const SCHOOL_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/
export const SchoolCode = z
  .string()
  .check(z.regex(SCHOOL_CODE_PATTERN, 'a school code is lowercase letters, digits and hyphens'))

export const HexColor = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{6}$/, 'a colour is six hex digits, no #'))

/**
 * Spec 2 "Main menu": the entries that lead outside Quad. Their addresses are the school's
 * (issue 12: stored with the school, made editable by the administration issue); an entry
 * whose address the school has not set is left out of the menu. Admin is not one of them:
 * it opens Quad's own admin console (issue 14).
 */
export const MENU_LINK_KEYS = [
  'virtual_space',
  'product_news',
  'newsletters',
  'training_videos',
  'jobs',
  'instagram',
  'twitter',
  'facebook',
  'features_list',
] as const
export const MenuLinkKey = z.enum(MENU_LINK_KEYS)
export type MenuLinkKey = z.infer<typeof MenuLinkKey>

/** Only https: a menu link opens in a new tab and must never be a script or plain http. */
export const HttpsUrl = z
  .string()
  .check(z.maxLength(2000), z.regex(/^https:\/\/[^\s/?#]+\.[^\s]*$/, 'an https:// address'))

export const MenuLinks = z.partialRecord(MenuLinkKey, HttpsUrl)
export type MenuLinks = z.infer<typeof MenuLinks>

/** Spec 2 route parameters hubId and hubMenuId: `_` means none, so no hub may be called that. */
export const HubParam = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'letters, digits and hyphens'))

/** A hub of the school: Switch Hub lists them and opens /{id}/{menu_id or _}/clubs. */
export const Hub = z.object({ id: HubParam, name: z.string(), menu_id: z.nullable(HubParam) })
export type Hub = z.infer<typeof Hub>

/**
 * The sections a school may switch off (issue 14 item 1, decision 027): the spec 2 routes
 * that are a service the school offers. Home, settings and the Dev space stay on: a
 * student always has a landing page and their own account.
 */
export const SECTION_KEYS = [
  'events',
  'calendar',
  'clubs',
  'edu',
  'financial',
  'chat',
  'directory',
] as const
export const SectionKey = z.enum(SECTION_KEYS)
export type SectionKey = z.infer<typeof SectionKey>
/** Each section's name, as the shell titles it and the API's refusals name it. */
export const SECTION_TITLES: Readonly<Record<SectionKey, string>> = {
  events: 'Events',
  calendar: 'Calendar',
  clubs: 'Clubs',
  edu: 'Education',
  financial: 'Finances',
  chat: 'Chat',
  directory: 'Directory',
}
/** Every section with its switch (a record over an enum is exhaustive). */
export const SchoolSections = z.record(SectionKey, z.boolean())
export type SchoolSections = z.infer<typeof SchoolSections>

/** Issue 30 bug 5: the bars' destinations (their order and default: school-sections.ts). */
export const NavKey = z.enum(NAV_KEYS)
export type NavKey = z.infer<typeof NavKey>
export const NavBar = z.array(NavKey).check(
  z.minLength(1, 'at least one destination'),
  z.maxLength(NAV_BAR_MAX, `at most ${String(NAV_BAR_MAX)} destinations`),
  z.refine((keys) => new Set(keys).size === keys.length, { message: 'each destination once' }),
)
export type NavBar = z.infer<typeof NavBar>

export const SchoolSettings = z.object({
  school_code: SchoolCode,
  /** Display name; not in the spec's entity, which Quad extends for the login page. */
  name: z.string(),
  top_bar_bg_color: HexColor,
  school_favicon: z.string(),
  config: z.object({ connect: z.boolean() }),
  /**
   * Issue 12: the main menu's external addresses and the hubs Switch Hub offers. Default
   * empty, so a host page that supplies the school (spec 7) need not know about them.
   */
  menu_links: z._default(MenuLinks, () => ({})),
  hubs: z._default(z.array(Hub), () => []),
  /** Issue 14: the sections switched on, and the uploaded logo shown beside the name. */
  sections: z._default(SchoolSections, () => ({ ...ALL_SECTIONS_ON })),
  logo_url: z._default(z.nullable(z.string()), null),
  /** Issue 30 bug 5: the bars' destinations in the school's order. */
  nav_bar: z._default(NavBar, () => [...DEFAULT_NAV_BAR]),
  /**
   * Issue 30 bug 4: the school's IANA zone; event times read in it, labelled when the
   * device's differs. Not checked against this runtime's zones here: a browser that does
   * not know a zone still loads (lib/school/school-clock.ts falls back), only writes check.
   */
  time_zone: z._default(z.string(), DEFAULT_SCHOOL_TIME_ZONE),
})
export type SchoolSettings = z.infer<typeof SchoolSettings>

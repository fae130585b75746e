import {
  ALL_SECTIONS_ON,
  DEFAULT_NAV_BAR,
  type NavKey,
  type AuthUser,
  type Hub,
  type MenuLinkKey,
  type MenuLinks,
  type SchoolRole,
  type SchoolSections,
  type SchoolSettings,
  type SectionKey,
} from '@quad/shared'
import { hasAnyRole } from '../../lib/session/roles.ts'
import type { IconName } from '../../components/icon-paths.tsx'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'
import { NO_HUB } from '../routes/hub-params.ts'

/** Spec 3 "Menu item" types; the social ones are named after their network. */
export type MenuItemType =
  | 'menu_section'
  | 'menu_group'
  | 'home'
  | 'people'
  | 'web'
  | 'inbox'
  | 'events'
  | 'switch'
  | 'logout'
  | 'more'
  | 'directory'
  | 'chat'
  | 'development'
  | 'meetings'
  | 'forms'
  | 'calendar'
  | 'clubs'
  | 'admin'
  | 'instagram'
  | 'twitter'
  | 'facebook'

/** Spec 3 "Menu item". `name` is a catalogue key, so menus translate with the rest. */
export interface MenuItem {
  name: PlainMessageKey
  icon: IconName
  type: MenuItemType
  /** External address, for web, inbox and social items: the school's `link` setting. */
  url?: string
  /** Which of the school's menu links (settings `menu_links`) gives this item its url. */
  link?: MenuLinkKey
  subMenus?: readonly MenuItem[]
  /** Shown only to users with one of these school roles (Quad's addition: the admin console). */
  roles?: readonly SchoolRole[]
  /** The section it opens, left out when the school switched that off (issue 14). */
  section?: SectionKey
  routerLinkActiveOptions?: { exact: boolean }
}

/**
 * What the left bar and bottom menu may hold, by the key the school orders them with
 * (settings `nav_bar`, issue 30 bug 5). Spec 2's bars held Home, Directory, Chat and the
 * Dev space; the school now chooses, and what is left out is in the main menu.
 */
export const navItems: Readonly<Record<NavKey, MenuItem>> = {
  home: { name: 'nav.home', icon: 'home', type: 'home', routerLinkActiveOptions: { exact: true } },
  events: { name: 'nav.events', icon: 'ticket', type: 'events', section: 'events' },
  calendar: { name: 'nav.calendar', icon: 'calendar', type: 'calendar', section: 'calendar' },
  clubs: { name: 'nav.clubs', icon: 'clubs', type: 'clubs', section: 'clubs' },
  directory: { name: 'nav.directory', icon: 'users', type: 'directory', section: 'directory' },
  chat: { name: 'nav.chat', icon: 'chat', type: 'chat', section: 'chat' },
}

/**
 * Spec 2 "Main menu", group by group, in the spec's order. External items name the school
 * setting that holds their address; `schoolMenu` fills them in.
 */
export const mainMenu: readonly MenuItem[] = [
  {
    name: 'menu.myApp',
    icon: 'home',
    type: 'menu_section',
    subMenus: [
      { name: 'menu.feed', icon: 'home', type: 'home', routerLinkActiveOptions: { exact: true } },
      { name: 'menu.directory', icon: 'users', type: 'directory', section: 'directory' },
      { name: 'menu.calendar', icon: 'calendar', type: 'calendar', section: 'calendar' },
      { name: 'menu.clubs', icon: 'clubs', type: 'clubs', section: 'clubs' },
      { name: 'menu.development', icon: 'code', type: 'development' },
      // Issue 36 item 6: meeting booking (office hours), Quad's addition to spec 2's group.
      { name: 'menu.meetings', icon: 'calendar', type: 'meetings' },
      // Issue 37 item 1: the forms open to the student (the school's and their clubs').
      { name: 'menu.forms', icon: 'list', type: 'forms' },
      { name: 'menu.virtualSpace', icon: 'globe', type: 'web', link: 'virtual_space' },
    ],
  },
  {
    name: 'menu.latest',
    icon: 'megaphone',
    type: 'menu_section',
    subMenus: [
      { name: 'menu.productNews', icon: 'megaphone', type: 'web', link: 'product_news' },
      // Spec 2 types Newsletters "inbox" but names no inbox route: it opens the newsletter site.
      { name: 'menu.newsletters', icon: 'mail', type: 'inbox', link: 'newsletters' },
      { name: 'menu.events', icon: 'calendar', type: 'events', section: 'events' },
      { name: 'menu.trainingVideos', icon: 'play', type: 'web', link: 'training_videos' },
      { name: 'menu.jobs', icon: 'briefcase', type: 'web', link: 'jobs' },
    ],
  },
  {
    name: 'menu.moreResources',
    icon: 'list',
    type: 'menu_section',
    subMenus: [
      {
        name: 'menu.socialMedia',
        icon: 'share',
        type: 'menu_group',
        subMenus: [
          {
            name: 'menu.instagram',
            icon: 'instagram',
            type: 'instagram',
            link: 'instagram',
          },
          {
            name: 'menu.twitter',
            icon: 'twitter',
            type: 'twitter',
            link: 'twitter',
          },
          {
            name: 'menu.facebook',
            icon: 'facebook',
            type: 'facebook',
            link: 'facebook',
          },
        ],
      },
      { name: 'menu.featuresList', icon: 'list', type: 'web', link: 'features_list' },
      // Issue 14: the admin console, for the roles it serves (features/admin/admin-sections.ts).
      {
        name: 'menu.admin',
        icon: 'shield',
        type: 'admin',
        roles: ['moderator', 'school_admin'],
      },
      { name: 'menu.switchHub', icon: 'swap', type: 'switch' },
      { name: 'logout.action', icon: 'logout', type: 'logout' },
    ],
  },
]

/**
 * The left bar's and bottom menu's items at this school, in its order: a switched-off
 * section's left out.
 */
export function schoolNavItems(
  school: Pick<SchoolSettings, 'sections'> & Partial<Pick<SchoolSettings, 'nav_bar'>>,
): MenuItem[] {
  return (school.nav_bar ?? DEFAULT_NAV_BAR)
    .map((key) => navItems[key])
    .filter((item) => !item.section || school.sections[item.section])
}

/** Spec 2 "Menu types map to routes", plus events, which the menu also needs. */
const routes: Partial<Record<MenuItemType, string>> = {
  home: '/',
  directory: '/directory',
  chat: '/chat',
  development: '/development',
  meetings: '/meetings',
  forms: '/forms',
  events: '/events',
  calendar: '/calendar',
  clubs: `/${NO_HUB}/${NO_HUB}/clubs`,
  admin: '/admin',
}

export type MenuTarget =
  | { kind: 'route'; to: string; end: boolean }
  | { kind: 'external'; href: string }
  | { kind: 'logout' }
  | { kind: 'group'; items: readonly MenuItem[] }
  | { kind: 'hubs' }

/** What activating an item does; null for an item the shell cannot act on. */
export function menuTarget(item: MenuItem): MenuTarget | null {
  if (item.type === 'logout') return { kind: 'logout' }
  if (item.type === 'switch') return { kind: 'hubs' }
  if (item.subMenus) return { kind: 'group', items: item.subMenus }
  if (item.url) return { kind: 'external', href: item.url }
  const to = routes[item.type]
  if (to === undefined) return null
  return { kind: 'route', to, end: item.routerLinkActiveOptions?.exact ?? false }
}

/** Spec 2 /{hubId}/{hubMenuId}/clubs for a hub; `_` stands for no hub menu. */
export function hubClubsPath(hub: Hub): string {
  return `/${hub.id}/${hub.menu_id ?? NO_HUB}/clubs`
}

interface MenuContext {
  links: MenuLinks
  hasHubs: boolean
  sections: SchoolSections
  user: Pick<AuthUser, 'roles'> | null
}

function withSchoolLinks(items: readonly MenuItem[], context: MenuContext): MenuItem[] {
  const { links, hasHubs, sections, user } = context
  return items.flatMap((item): MenuItem[] => {
    if (item.type === 'switch' && !hasHubs) return []
    if (item.section && !sections[item.section]) return []
    if (item.roles && !hasAnyRole(user, item.roles)) return []
    if (item.link) {
      const url = links[item.link]
      return url ? [{ ...item, url }] : []
    }
    if (!item.subMenus) return [item]
    const subMenus = withSchoolLinks(item.subMenus, context)
    return subMenus.length > 0 ? [{ ...item, subMenus }] : []
  })
}

/**
 * The main menu of this school (issue 12): external items link where its settings say, and
 * an item (or a group left empty) it has no address for is left out rather than pointing
 * nowhere; Switch Hub appears only at a school with hubs; Admin only to those it serves.
 */
export function schoolMenu(
  school: Pick<SchoolSettings, 'menu_links' | 'hubs'> & Partial<Pick<SchoolSettings, 'sections'>>,
  user: Pick<AuthUser, 'roles'> | null = null,
): MenuItem[] {
  return withSchoolLinks(mainMenu, {
    links: school.menu_links,
    hasHubs: school.hubs.length > 0,
    sections: school.sections ?? ALL_SECTIONS_ON,
    user,
  })
}

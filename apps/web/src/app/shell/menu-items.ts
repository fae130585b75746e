import type { IconName } from '../../components/icon-paths.tsx'
import type { PlainMessageKey } from '../i18n/t.ts'

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
  | 'instagram'
  | 'twitter'
  | 'facebook'

/** Spec 3 "Menu item". `name` is a catalogue key, so menus translate with the rest. */
export interface MenuItem {
  name: PlainMessageKey
  icon: IconName
  type: MenuItemType
  /** External address, for web, inbox and social items. */
  url?: string
  subMenus?: readonly MenuItem[]
  routerLinkActiveOptions?: { exact: boolean }
}

/*
 * Placeholder addresses until a school's own menu is loaded from its settings (a later
 * issue): example.com is reserved for exactly this, so nothing real is ever linked by accident.
 */
const EXTERNAL = 'https://example.com/quad'

/** Spec 2: Home (exact match), Directory, Chat, Dev space — left bar and bottom menu. */
export const navItems: readonly MenuItem[] = [
  { name: 'nav.home', icon: 'home', type: 'home', routerLinkActiveOptions: { exact: true } },
  { name: 'nav.directory', icon: 'users', type: 'directory' },
  { name: 'nav.chat', icon: 'chat', type: 'chat' },
  { name: 'nav.development', icon: 'code', type: 'development' },
]

/** Spec 2 "Main menu", group by group, in the spec's order. */
export const mainMenu: readonly MenuItem[] = [
  {
    name: 'menu.myApp',
    icon: 'home',
    type: 'menu_section',
    subMenus: [
      { name: 'menu.feed', icon: 'home', type: 'home', routerLinkActiveOptions: { exact: true } },
      { name: 'menu.directory', icon: 'users', type: 'directory' },
      { name: 'menu.virtualSpace', icon: 'globe', type: 'web', url: `${EXTERNAL}/virtual-space` },
    ],
  },
  {
    name: 'menu.latest',
    icon: 'megaphone',
    type: 'menu_section',
    subMenus: [
      { name: 'menu.productNews', icon: 'megaphone', type: 'web', url: `${EXTERNAL}/news` },
      // Spec 2 types Newsletters "inbox" but names no inbox route: it opens the newsletter site.
      { name: 'menu.newsletters', icon: 'mail', type: 'inbox', url: `${EXTERNAL}/newsletters` },
      { name: 'menu.events', icon: 'calendar', type: 'events' },
      { name: 'menu.trainingVideos', icon: 'play', type: 'web', url: `${EXTERNAL}/training` },
      { name: 'menu.jobs', icon: 'briefcase', type: 'web', url: `${EXTERNAL}/jobs` },
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
            url: 'https://instagram.example.com/quad',
          },
          {
            name: 'menu.twitter',
            icon: 'twitter',
            type: 'twitter',
            url: 'https://twitter.example.com/quad',
          },
          {
            name: 'menu.facebook',
            icon: 'facebook',
            type: 'facebook',
            url: 'https://facebook.example.com/quad',
          },
        ],
      },
      { name: 'menu.featuresList', icon: 'list', type: 'web', url: `${EXTERNAL}/features` },
      { name: 'menu.admin', icon: 'shield', type: 'web', url: `${EXTERNAL}/admin` },
      { name: 'menu.switchHub', icon: 'swap', type: 'switch' },
      { name: 'logout.action', icon: 'logout', type: 'logout' },
    ],
  },
]

/** Spec 2 "Menu types map to routes", plus events and switch which the menu also needs. */
const routes: Partial<Record<MenuItemType, string>> = {
  home: '/',
  directory: '/directory',
  chat: '/chat',
  development: '/development',
  events: '/events',
  // TODO(issue: hub switching): Switch Hub opens settings until hubs have their own picker.
  switch: '/settings',
}

export type MenuTarget =
  | { kind: 'route'; to: string; end: boolean }
  | { kind: 'external'; href: string }
  | { kind: 'logout' }
  | { kind: 'group'; items: readonly MenuItem[] }

/** What activating an item does; null for an item the shell cannot act on. */
export function menuTarget(item: MenuItem): MenuTarget | null {
  if (item.type === 'logout') return { kind: 'logout' }
  if (item.subMenus) return { kind: 'group', items: item.subMenus }
  if (item.url) return { kind: 'external', href: item.url }
  const to = routes[item.type]
  if (to === undefined) return null
  return { kind: 'route', to, end: item.routerLinkActiveOptions?.exact ?? false }
}

import { describe, expect, it } from 'vitest'
import { ALL_SECTIONS_ON, MENU_LINK_KEYS, type NavKey } from '@quad/shared'
import {
  hubClubsPath,
  mainMenu,
  menuTarget,
  navItems,
  schoolMenu,
  schoolNavItems,
  type MenuItem,
} from './menu-items.ts'

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.subMenus ?? [])])
}

describe('menu items (spec 2)', () => {
  it('maps the navigation types to their routes, Home matching exactly', () => {
    expect(Object.values(navItems).map(menuTarget)).toEqual([
      { kind: 'route', to: '/', end: true },
      { kind: 'route', to: '/events', end: false },
      { kind: 'route', to: '/calendar', end: false },
      { kind: 'route', to: '/_/_/clubs', end: false },
      { kind: 'route', to: '/directory', end: false },
      { kind: 'route', to: '/chat', end: false },
    ])
  })

  it('fills the bars in the school’s order, Home, Events, Clubs and Chat by default (issue 30 bug 5)', () => {
    const names = (nav_bar?: NavKey[]) =>
      schoolNavItems({ sections: ALL_SECTIONS_ON, ...(nav_bar && { nav_bar }) }).map((i) => i.name)
    expect(names()).toEqual(['nav.home', 'nav.events', 'nav.clubs', 'nav.chat'])
    expect(names(['calendar', 'home', 'directory'])).toEqual([
      'nav.calendar',
      'nav.home',
      'nav.directory',
    ])
    // What the bars leave out is still in the main menu, the Dev space too.
    const menu = flatten(schoolMenu({ menu_links: {}, hubs: [] })).map((item) => item.name)
    expect(menu).toEqual(
      expect.arrayContaining(['menu.calendar', 'menu.clubs', 'menu.development']),
    )
  })

  it('has the three groups in order', () => {
    expect(mainMenu.map((s) => s.name)).toEqual(['menu.myApp', 'menu.latest', 'menu.moreResources'])
  })

  it("takes every external address from the school's settings, none built in", () => {
    const external = flatten(mainMenu).filter((item) => item.link)
    expect(external.map((item) => item.link).sort()).toEqual([...MENU_LINK_KEYS].sort())
    expect(flatten(mainMenu).filter((item) => item.url)).toEqual([])
    const links = Object.fromEntries(MENU_LINK_KEYS.map((key) => [key, `https://x.edu/${key}`]))
    const full = flatten(schoolMenu({ menu_links: links, hubs: [] }))
    expect(full.filter((item) => item.url)).toHaveLength(MENU_LINK_KEYS.length)
    // Every item still does something once the addresses are in.
    for (const item of full) expect(menuTarget(item), item.name).not.toBeNull()
  })

  it('drops a group whose links are all unset, and Switch Hub without hubs', () => {
    const names = flatten(schoolMenu({ menu_links: {}, hubs: [] })).map((item) => item.name)
    expect(names).not.toContain('menu.socialMedia')
    expect(names).not.toContain('menu.switchHub')
    expect(names).toContain('logout.action')
  })

  it('leaves out the entries of a section the school switched off (issue 14)', () => {
    const sections = { ...ALL_SECTIONS_ON, directory: false, events: false }
    const names = flatten(schoolMenu({ menu_links: {}, hubs: [], sections })).map((i) => i.name)
    expect(names).not.toContain('menu.directory')
    expect(names).not.toContain('menu.events')
    expect(names).toContain('menu.feed')
    const nav_bar: NavKey[] = ['home', 'events', 'directory', 'chat']
    expect(schoolNavItems({ sections, nav_bar }).map((item) => item.name)).toEqual([
      'nav.home',
      'nav.chat',
    ])
  })

  it('opens a hub at its club section, `_` for no hub menu (spec 2)', () => {
    expect(hubClubsPath({ id: 'arts', name: 'Arts', menu_id: 'societies' })).toBe(
      '/arts/societies/clubs',
    )
    expect(hubClubsPath({ id: 'main', name: 'Main', menu_id: null })).toBe('/main/_/clubs')
  })
})

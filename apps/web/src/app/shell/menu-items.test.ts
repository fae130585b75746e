import { describe, expect, it } from 'vitest'
import { mainMenu, menuTarget, navItems, type MenuItem } from './menu-items.ts'

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.subMenus ?? [])])
}

describe('menu items (spec 2)', () => {
  it('maps the navigation types to their routes, Home matching exactly', () => {
    expect(navItems.map(menuTarget)).toEqual([
      { kind: 'route', to: '/', end: true },
      { kind: 'route', to: '/directory', end: false },
      { kind: 'route', to: '/chat', end: false },
      { kind: 'route', to: '/development', end: false },
    ])
  })

  it('has the three groups in order', () => {
    expect(mainMenu.map((s) => s.name)).toEqual(['menu.myApp', 'menu.latest', 'menu.moreResources'])
  })

  it('gives every item something to do', () => {
    for (const item of flatten(mainMenu)) expect(menuTarget(item), item.name).not.toBeNull()
  })

  it('links outside only over https, to placeholder example.com hosts', () => {
    const external = flatten(mainMenu).flatMap((item) => (item.url ? [new URL(item.url)] : []))
    expect(external.length).toBeGreaterThan(0)
    for (const url of external) {
      expect(url.protocol).toBe('https:')
      expect(url.hostname.endsWith('example.com')).toBe(true)
    }
  })
})

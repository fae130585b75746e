import type { Hub, MenuLinks } from '@quad/shared'

/** A school's pages on its own domain, plus its social accounts (spec 2 "Main menu"). */
function menuLinksFor(domain: string, handle: string): MenuLinks {
  return {
    virtual_space: `https://virtual.${domain}/`,
    product_news: `https://news.${domain}/`,
    newsletters: `https://www.${domain}/newsletters`,
    training_videos: `https://www.${domain}/training`,
    jobs: `https://careers.${domain}/`,
    instagram: `https://www.instagram.com/${handle}/`,
    twitter: `https://x.com/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    features_list: `https://www.${domain}/quad/features`,
  }
}

/** Demo University's hubs: each opens its own club section (/{hubId}/{hubMenuId}/clubs). */
const DEMO_HUBS: Hub[] = [
  { id: 'main', name: 'Main campus', menu_id: null },
  { id: 'arts', name: 'Arts & Culture Hub', menu_id: 'societies' },
  { id: 'athletics', name: 'Athletics Hub', menu_id: 'teams' },
]

export const DEMO_SCHOOL_MENUS = {
  demo: { menuLinks: menuLinksFor('demo.edu', 'demouniversity'), hubs: DEMO_HUBS },
  north: { menuLinks: menuLinksFor('north.edu', 'northcollege'), hubs: [] },
} satisfies Record<string, { menuLinks: MenuLinks; hubs: Hub[] }>

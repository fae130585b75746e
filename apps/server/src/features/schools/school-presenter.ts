import { DEFAULT_TOP_BAR_COLOR, type SchoolSettings } from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'

/**
 * Spec 3 "School" as the wire shape; the favicon falls back to the one generated in the
 * school's colour (features/media serves it). Here, not in the platform's tenancy: the
 * platform never names a feature's URL (decision 070).
 */
export function presentSchool(school: School): SchoolSettings {
  return {
    school_code: school.code,
    name: school.name,
    top_bar_bg_color: school.topBarBgColor || DEFAULT_TOP_BAR_COLOR,
    school_favicon: school.faviconUrl ?? `/media/favicon/${school.code}.svg`,
    config: { connect: school.connectEnabled },
    menu_links: school.menuLinks,
    hubs: school.hubs,
    sections: school.sections,
    logo_url: school.logoUrl,
    nav_bar: school.navBar,
    time_zone: school.timeZone,
  }
}

import { useLayoutEffect } from 'react'
import { applySchoolTheme } from './apply-school-theme.ts'
import { useSchool } from './school.ts'

/** Applies the school's theme before the browser paints, so the default blue never flashes. */
export function useSchoolTheme(): void {
  const school = useSchool()
  useLayoutEffect(() => {
    applySchoolTheme(school)
  }, [school])
}

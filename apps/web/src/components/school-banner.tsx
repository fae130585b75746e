import { useSchool } from '../lib/school/school.ts'
import { t } from '../lib/i18n/t.ts'
import { SchoolMark } from './school-mark.tsx'

/** The school-coloured band at the top of the page: the school's identity before the shell exists. */
export function SchoolBanner() {
  const school = useSchool()
  return (
    <header data-testid="school-banner" className="bg-school px-6 py-7 text-on-school sm:px-8">
      <div className="flex items-center gap-3">
        {school.logo_url ? <SchoolMark logoUrl={school.logo_url} className="size-12" /> : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] uppercase">{t('app.name')}</p>
          <p className="mt-1 text-2xl font-semibold tracking-tight text-balance">{school.name}</p>
        </div>
      </div>
    </header>
  )
}

import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { NO_AUDIT_FILTER } from '../api.ts'
import { AuditFilters } from './audit-filters.tsx'
import { AuditList } from './audit-list.tsx'

/** The audit log half of the overview: filters and the list. */
export function AuditSection() {
  const [filter, setFilter] = useState(NO_AUDIT_FILTER)
  return (
    <section aria-labelledby="overview-audit" className="mt-10">
      <h3 id="overview-audit" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('overview.auditHeading')}
      </h3>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('overview.auditIntro')}</p>
      <AuditFilters value={filter} onApply={setFilter} />
      <AuditList filter={filter} />
    </section>
  )
}

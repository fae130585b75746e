import type { Club } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { SwitchField } from '../../../components/switch-field.tsx'
import { useMembershipRules } from '../members-api.ts'

/** Closed membership (officers and admins) and locked officers (school admins only). */
export function ManageRules({ club, isAdmin }: { club: Club; isAdmin: boolean }) {
  const rules = useMembershipRules(club.id)
  return (
    <section aria-labelledby="manage-rules" className="flex flex-col gap-4">
      <h3 id="manage-rules" className="text-lg font-semibold">
        {t('manage.rulesTitle')}
      </h3>
      <SwitchField
        field="closedMembership"
        label={t('manage.closed')}
        description={t('manage.closedHint')}
        checked={club.closedMembership}
        disabled={rules.isPending}
        onChange={(closedMembership) => {
          rules.mutate({ closedMembership })
        }}
      />
      {isAdmin ? (
        <SwitchField
          field="lockedOfficers"
          label={t('manage.locked')}
          description={t('manage.lockedHint')}
          checked={club.lockedOfficers}
          disabled={rules.isPending}
          onChange={(lockedOfficers) => {
            rules.mutate({ lockedOfficers })
          }}
        />
      ) : club.lockedOfficers ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('manage.lockedNote')}</p>
      ) : null}
      {rules.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.failed', { reason: rules.error.message })}
        </p>
      ) : null}
    </section>
  )
}

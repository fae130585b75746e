import type { Hub } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { moved } from '../../../lib/list-order.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { OrderButtons } from '../../../components/order-buttons.tsx'
import { SettingsCard } from './settings-card.tsx'

interface HubsCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** The hubs Switch Hub lists, in order: add, remove, reorder, each with id, name and menu. */
export function HubsCard({ values, errors, onChange }: HubsCardProps) {
  const hubs = values.hubs
  const set = (next: Hub[]) => onChange({ hubs: next })
  const edit = (index: number, patch: Partial<Hub>) =>
    set(hubs.map((hub, i) => (i === index ? { ...hub, ...patch } : hub)))
  return (
    <SettingsCard
      id="hubs"
      title={t('adminSchool.hubsTitle')}
      description={t('adminSchool.hubsBody')}
    >
      {errors.hubs ? <p className="text-sm font-medium text-red-700">{errors.hubs}</p> : null}
      {hubs.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('adminSchool.noHubs')}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {hubs.map((hub, index) => {
          const n = index + 1
          return (
            <li
              key={index}
              aria-label={t('adminSchool.hubRow', { n })}
              className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-zinc-200 sm:flex-row sm:items-start dark:ring-zinc-700"
            >
              <FormField
                className="sm:w-32"
                label={t('adminSchool.hubId')}
                field={`hubs.${index}.id`}
                value={hub.id}
                error={errors[`hubs.${index}.id`]}
                onChange={(event) => edit(index, { id: event.target.value })}
              />
              <FormField
                className="flex-1"
                label={t('adminSchool.hubName')}
                field={`hubs.${index}.name`}
                value={hub.name}
                error={errors[`hubs.${index}.name`]}
                onChange={(event) => edit(index, { name: event.target.value })}
              />
              <FormField
                className="sm:w-40"
                label={t('adminSchool.hubMenu')}
                field={`hubs.${index}.menu_id`}
                value={hub.menu_id ?? ''}
                error={errors[`hubs.${index}.menu_id`]}
                onChange={(event) => edit(index, { menu_id: event.target.value || null })}
              />
              <OrderButtons
                className="sm:mt-7"
                index={index}
                count={hubs.length}
                labels={{
                  up: t('adminSchool.hubUp', { n }),
                  down: t('adminSchool.hubDown', { n }),
                  remove: t('adminSchool.hubRemove', { n }),
                }}
                onMove={(step) => set(moved(hubs, index, step))}
                onRemove={() => set(hubs.filter((_, i) => i !== index))}
              />
            </li>
          )
        })}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => set([...hubs, { id: '', name: '', menu_id: null }])}
      >
        {t('adminSchool.hubAdd')}
      </Button>
    </SettingsCard>
  )
}

import type { Club } from '@quad/shared'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field } from '../../../components/labelled-fields.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormApi } from '../use-event-form.ts'

interface OwnerFieldProps {
  form: EventFormApi
  clubs: readonly Club[]
  canRunSchoolEvents: boolean
}

/**
 * Who runs it: the school (staff, admins) or a club. An officer's club event is theirs to
 * publish; a plain member's becomes a proposal its officers decide on (spec 3
 * `newEventFromMember`), and the form says so before they write it.
 */
export function OwnerField({ form, clubs, canRunSchoolEvents }: OwnerFieldProps) {
  const { values, errors, set } = form
  const chosen = clubs.find((club) => club.id === values.clubId)
  const isProposal = chosen?.membership === 'member'
  return (
    <Field
      label={t('eventEditor.owner')}
      error={errors['clubId']}
      hint={
        chosen && isProposal ? t('eventEditor.ownerProposalHint', { club: chosen.name }) : undefined
      }
    >
      {(control) => (
        <select
          {...control}
          data-field="clubId"
          value={values.clubId}
          onChange={(event) => {
            set('clubId', event.target.value)
          }}
          className={fieldControlClass}
        >
          {canRunSchoolEvents ? <option value="">{t('eventEditor.ownerSchool')}</option> : null}
          {clubs.map((club) => (
            <option key={club.id} value={club.id}>
              {club.membership === 'officer'
                ? club.name
                : t('eventEditor.ownerProposal', { club: club.name })}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

import { CandidacyBody, type Election } from '@quad/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, TextAreaField } from '../../../components/labelled-fields.tsx'
import { SearchField } from '../../../components/search-field.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { clubMembersQuery } from '../../clubs/index.ts'
import { useStand } from '../api.ts'

/**
 * Stand for a position, or (`nominate`, for those who run the club) put a member forward:
 * the position, the member, a statement; checked by the shared `CandidacyBody`.
 */
export function StandDialog({
  election,
  nominate,
  open,
  onClose,
}: {
  election: Election
  nominate: boolean
  open: boolean
  onClose: () => void
}) {
  const [positionId, setPositionId] = useState(election.positions[0]?.id ?? '')
  const [nominee, setNominee] = useState('')
  const [q, setQ] = useState('')
  const [statement, setStatement] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const stand = useStand(election.clubId, election.id)
  const members = useQuery({
    ...clubMembersQuery(election.clubId, 'active', q),
    enabled: open && nominate,
    placeholderData: keepPreviousData,
  })
  const found = members.data?.items ?? []
  const position = election.positions.find((p) => p.id === positionId)

  async function submit() {
    const body = { positionId, statement, ...(nominate && { nominee }) }
    const invalid = schemaErrors(CandidacyBody, body)
    if (nominate && !nominee) invalid['nominee'] = t('elections.nomineeMissing')
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await stand.mutateAsync(body)
      const person = found.find((member) => member.uid === nominee)
      toast(
        nominate && person
          ? t('elections.nominatedDone', {
              name: `${person.firstName} ${person.lastName}`,
              position: position?.title ?? '',
            })
          : t('elections.stood', { position: position?.title ?? '' }),
      )
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  return (
    <FormDialogForm
      open={open}
      title={t(nominate ? 'elections.nominateTitle' : 'elections.standTitle')}
      onClose={onClose}
      labels={{
        close: t('elections.close'),
        cancel: t('elections.cancel'),
        submit: t(nominate ? 'elections.nominateSubmit' : 'elections.standSubmit'),
        busy: t('elections.saving'),
      }}
      busy={stand.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <Field label={t('elections.positionField')} error={errors['positionId']}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={positionId}
            onChange={(event) => {
              setPositionId(event.target.value)
            }}
          >
            {election.positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {nominate ? (
        <>
          <SearchField
            value={q}
            onSearch={setQ}
            label={t('elections.nomineeSearch')}
            placeholder={t('elections.nomineeSearch')}
          />
          <Field label={t('elections.nomineeField')} error={errors['nominee']}>
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={nominee}
                onChange={(event) => {
                  setNominee(event.target.value)
                }}
              >
                <option value="">
                  {found.length === 0 ? t('elections.noMembers') : t('elections.nomineeField')}
                </option>
                {found.map((member) => (
                  <option key={member.uid} value={member.uid}>
                    {member.firstName} {member.lastName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      ) : null}
      <TextAreaField
        label={t('elections.statement')}
        hint={t('elections.statementHint')}
        value={statement}
        error={errors['statement']}
        onChange={(event) => {
          setStatement(event.target.value)
        }}
      />
    </FormDialogForm>
  )
}

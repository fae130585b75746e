import { CandidacyBody, type ClubMember, type Election } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { MemberPicker } from '../../clubs/index.ts'
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
  // The member chosen, kept whole: the search may move on and no longer list them.
  const [nominee, setNominee] = useState<ClubMember | null>(null)
  const [statement, setStatement] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const stand = useStand(election.clubId, election.id)
  const position = election.positions.find((p) => p.id === positionId)

  async function submit() {
    const body = { positionId, statement, ...(nominate && { nominee: nominee?.uid ?? '' }) }
    const invalid = schemaErrors(CandidacyBody, body)
    if (nominate && !nominee) invalid['nominee'] = t('elections.nomineeMissing')
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await stand.mutateAsync(body)
      toast(
        nominate && nominee
          ? t('elections.nominatedDone', {
              name: `${nominee.firstName} ${nominee.lastName}`,
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
        <MemberPicker clubId={election.clubId} searchLabel={t('elections.nomineeSearch')}>
          {(found) => (
            <Field label={t('elections.nomineeField')} error={errors['nominee']}>
              {(control) => (
                <select
                  {...control}
                  className={fieldControlClass}
                  value={nominee?.uid ?? ''}
                  onChange={(event) => {
                    setNominee(found.find((member) => member.uid === event.target.value) ?? null)
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
          )}
        </MemberPicker>
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

import { ElectionBody, ELECTION_POSITIONS_MAX, type Election } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { InputField } from '../../../components/labelled-fields.tsx'
import { localDateTime } from '../../../lib/local-input.ts'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useCreateElection } from '../api.ts'

/** A day `days` from now at `hour`:00, on this device's clock. */
function dayAt(days: number, hour: number): string {
  const moment = new Date()
  moment.setDate(moment.getDate() + days)
  moment.setHours(hour, 0, 0, 0)
  return localDateTime(moment)
}

/** The instant an input's local time names (empty stays empty: the schema names it). */
const instant = (value: string) => (value ? new Date(value).toISOString() : '')

/**
 * Call an election (decision 108): a title, its positions, the voters' cut-off and the
 * voting dates, checked by the shared `ElectionBody` before the server sees them.
 * Defaults: voters are today's members, a week to stand, three days to vote.
 */
export function ElectionDialog({
  clubId,
  open,
  onClose,
  onCreated,
}: {
  clubId: string
  open: boolean
  onClose: () => void
  onCreated: (election: Election) => void
}) {
  const [title, setTitle] = useState('')
  // Each line keeps its key while others are added and removed above it.
  const [lines, setLines] = useState([{ key: 0, title: '' }])
  const positions = lines.map((line) => line.title)
  const [eligibleAt, setEligibleAt] = useState(() => localDateTime(new Date()))
  const [opensAt, setOpensAt] = useState(() => dayAt(7, 9))
  const [closesAt, setClosesAt] = useState(() => dayAt(10, 17))
  const [errors, setErrors] = useState<FormErrors>({})
  const create = useCreateElection(clubId)

  async function submit() {
    const body = {
      title,
      positions,
      eligibleAt: instant(eligibleAt),
      votingOpensAt: instant(opensAt),
      votingClosesAt: instant(closesAt),
    }
    const invalid = schemaErrors(ElectionBody, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      onCreated(await create.mutateAsync(body))
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  const positionsError =
    errors['positions'] ??
    Object.entries(errors).find(([path]) => path.startsWith('positions.'))?.[1]
  return (
    <FormDialogForm
      open={open}
      title={t('elections.dialogTitle')}
      onClose={onClose}
      size="lg"
      labels={{
        close: t('elections.close'),
        cancel: t('elections.cancel'),
        submit: t('elections.submit'),
        busy: t('elections.saving'),
      }}
      busy={create.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField
        label={t('elections.titleLabel')}
        hint={t('elections.titleHint')}
        name="title"
        value={title}
        error={errors['title']}
        onChange={(event) => {
          setTitle(event.target.value)
        }}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby="election-positions-hint">
        <legend className="text-base font-semibold">{t('elections.positions')}</legend>
        <p id="election-positions-hint" className={fieldHintClass}>
          {t('elections.positionsHint')}
        </p>
        <ol className="flex flex-col gap-2">
          {lines.map((line, i) => (
            <li key={line.key} className="flex items-end gap-2">
              <div className="grow">
                <InputField
                  label={t('elections.positionLabel', { n: i + 1 })}
                  value={line.title}
                  error={errors[`positions.${String(i)}`]}
                  onChange={(event) => {
                    const title = event.target.value
                    setLines(lines.map((l) => (l.key === line.key ? { ...l, title } : l)))
                  }}
                />
              </div>
              {lines.length > 1 ? (
                <Button
                  variant="secondary"
                  aria-label={t('elections.removePosition', { n: i + 1 })}
                  onClick={() => {
                    setLines(lines.filter((l) => l.key !== line.key))
                  }}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {lines.length < ELECTION_POSITIONS_MAX ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                const key = Math.max(...lines.map((l) => l.key)) + 1
                setLines([...lines, { key, title: '' }])
              }}
            >
              {t('elections.addPosition')}
            </Button>
          </div>
        ) : null}
        {positionsError && !Object.keys(errors).some((p) => /^positions\.\d+$/.test(p)) ? (
          <p className={fieldErrorClass}>{positionsError}</p>
        ) : null}
      </fieldset>
      <InputField
        type="datetime-local"
        label={t('elections.eligibleAt')}
        hint={t('elections.eligibleHint')}
        value={eligibleAt}
        error={errors['eligibleAt']}
        onChange={(event) => {
          setEligibleAt(event.target.value)
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          type="datetime-local"
          label={t('elections.opensAt')}
          hint={t('elections.opensHint')}
          value={opensAt}
          error={errors['votingOpensAt']}
          onChange={(event) => {
            setOpensAt(event.target.value)
          }}
        />
        <InputField
          type="datetime-local"
          label={t('elections.closesAt')}
          hint={t('elections.closesHint')}
          value={closesAt}
          error={errors['votingClosesAt']}
          onChange={(event) => {
            setClosesAt(event.target.value)
          }}
        />
      </div>
    </FormDialogForm>
  )
}

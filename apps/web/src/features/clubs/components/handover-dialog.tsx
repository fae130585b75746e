import { ClubHandoverBody, type ClubHandover, type ClubMember } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { t } from '../../../lib/i18n/t.ts'
import { localDay } from '../../../lib/local-input.ts'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { FormFooter } from '../../../components/form-footer.tsx'
import { InputField } from '../../../components/labelled-fields.tsx'
import { fieldErrorClass, fieldHintClass } from '../../../components/field-styles.ts'
import { useScheduleHandover } from '../handover-api.ts'
import { clubMembersQuery } from '../members-api.ts'
import { MemberPicker } from './member-picker.tsx'

interface HandoverDialogProps {
  clubId: string
  open: boolean
  /** The hand-over waiting, whose choices the form starts from. */
  waiting: ClubHandover | null
  onClose: () => void
  onSaved: () => void
}

/**
 * Members the search lists beside those chosen: the field finds the others, and Tab
 * reaches the dialog's buttons past a handful of boxes rather than a hundred.
 */
const FOUND_SHOWN = 8

type Errors = Partial<Record<'incoming' | 'endsAt', string>>

/** A day `days` from today. */
function dayFromToday(days: number): string {
  const day = new Date()
  day.setDate(day.getDate() + days)
  return localDay(day)
}

/** The start of the chosen day on this device, as the instant the server keeps. */
const startOf = (day: string) => (day ? new Date(`${day}T00:00`).toISOString() : '')

/**
 * Plan an officer hand-over (issue 37 item 6, decision 104): members who take over now,
 * officers who step down, the day their access ends; checked by the server's schema.
 */
export function HandoverDialog({ clubId, open, waiting, onClose, onSaved }: HandoverDialogProps) {
  // Those chosen stay listed whatever the search shows now.
  const [picked, setPicked] = useState<ClubMember[]>([])
  const incoming = picked.map((person) => person.uid)
  const [outgoing, setOutgoing] = useState<string[]>(
    () => waiting?.outgoing.map((person) => person.uid) ?? [],
  )
  const [day, setDay] = useState(() =>
    waiting ? localDay(new Date(waiting.endsAt)) : dayFromToday(14),
  )
  const [errors, setErrors] = useState<Errors>({})
  const officers = useQuery({ ...clubMembersQuery(clubId, 'active', '', 'officer'), enabled: open })
  const save = useScheduleHandover(clubId)
  const ids = { incoming: useId(), outgoing: useId(), endsOn: useId() }

  function submit() {
    const parsed = z.safeParse(ClubHandoverBody, { incoming, outgoing, endsAt: startOf(day) })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'incoming') found.incoming = t('handover.incomingMissing')
        if (issue.path[0] === 'endsAt') found.endsAt = t('handover.endsOnMissing')
      }
      setErrors(found)
      const first = found.incoming ? ids.incoming : ids.endsOn
      document.getElementById(first)?.querySelector('input')?.focus()
      return
    }
    setErrors({})
    save.mutate(parsed.data, { onSuccess: onSaved })
  }

  return (
    <FormDialog
      open={open}
      title={t('handover.title')}
      closeLabel={t('handover.close')}
      onClose={onClose}
      size="lg"
      footer={
        <FormFooter
          error={save.error ? t('handover.failed', { reason: save.error.message }) : undefined}
          cancelLabel={t('handover.dismiss')}
          onCancel={onClose}
          submitLabel={t('handover.save')}
          busyLabel={t('handover.saving')}
          busy={save.isPending}
          onSubmit={submit}
        />
      }
    >
      <div className="flex flex-col gap-6">
        <fieldset
          id={ids.incoming}
          aria-describedby={`${ids.incoming}-hint${errors.incoming ? ` ${ids.incoming}-error` : ''}`}
          className="flex flex-col gap-2"
        >
          <legend className="text-base font-semibold">{t('handover.incoming')}</legend>
          <p id={`${ids.incoming}-hint`} className={fieldHintClass}>
            {t('handover.incomingHint')}
          </p>
          <MemberPicker clubId={clubId} role="member" searchLabel={t('handover.incomingSearch')}>
            {(found, loaded) => {
              const others = found.filter((person) => !incoming.includes(person.uid))
              const candidates = [...picked, ...others.slice(0, FOUND_SHOWN)]
              return (
                <PeopleChecks
                  people={candidates}
                  chosen={incoming}
                  onChange={(uids) => {
                    setPicked(candidates.filter((person) => uids.includes(person.uid)))
                  }}
                  empty={loaded ? t('handover.noMembers') : t('manage.loading')}
                />
              )
            }}
          </MemberPicker>
          {errors.incoming ? (
            <p id={`${ids.incoming}-error`} className={fieldErrorClass}>
              {errors.incoming}
            </p>
          ) : null}
        </fieldset>
        <fieldset aria-describedby={`${ids.outgoing}-hint`} className="flex flex-col gap-2">
          <legend className="text-base font-semibold">{t('handover.outgoing')}</legend>
          <p id={`${ids.outgoing}-hint`} className={fieldHintClass}>
            {t('handover.outgoingHint')}
          </p>
          <PeopleChecks
            people={officers.data?.items ?? []}
            chosen={outgoing}
            onChange={setOutgoing}
            empty={t('manage.loading')}
          />
        </fieldset>
        <div id={ids.endsOn}>
          <InputField
            type="date"
            name="endsOn"
            label={t('handover.endsOn')}
            hint={t('handover.endsOnHint')}
            error={errors.endsAt}
            min={dayFromToday(0)}
            value={day}
            onChange={(event) => {
              setDay(event.target.value)
            }}
          />
        </div>
      </div>
    </FormDialog>
  )
}

interface PeopleChecksProps {
  people: readonly ClubMember[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
  /** Said when there is no one to list (loading, or no match). */
  empty: string
}

/** One checkbox a person, by name. */
function PeopleChecks({ people, chosen, onChange, empty }: PeopleChecksProps) {
  if (people.length === 0) return <p className={fieldHintClass}>{empty}</p>
  return (
    <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
      {people.map((person) => (
        <li key={person.uid}>
          <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-800">
            <input
              type="checkbox"
              className="size-5 accent-school"
              checked={chosen.includes(person.uid)}
              onChange={(event) => {
                onChange(
                  event.target.checked
                    ? [...chosen, person.uid]
                    : chosen.filter((uid) => uid !== person.uid),
                )
              }}
            />
            <span>
              {person.firstName} {person.lastName}
            </span>
          </label>
        </li>
      ))}
    </ul>
  )
}

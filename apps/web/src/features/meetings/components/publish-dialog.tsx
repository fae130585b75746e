import '../messages.ts'
import { MEETING_LOCATION_MAX, MEETING_NOTE_MAX, MEETING_SERIES_WEEKS_MAX } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { PressedGroup } from '../../../components/pressed-group.tsx'
import { serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useMeetingChange } from '../api.ts'
import {
  initialValues,
  publishRequest,
  serverFormErrors,
  type PublishValues,
} from '../publish-form.ts'
import { WeekdayPicker } from './weekday-picker.tsx'

interface PublishDialogProps {
  open: boolean
  onClose: () => void
}

/** Adds office hours (issue 36 item 6): one slot, or the same time on chosen weekdays. */
export function PublishDialog({ open, onClose }: PublishDialogProps) {
  const clock = useSchoolClock()
  const [values, setValues] = useState<PublishValues>(() => initialValues(clock))
  const [errors, setErrors] = useState<FormErrors>({})
  const change = useMeetingChange()
  const set = (patch: Partial<PublishValues>) => {
    setValues({ ...values, ...patch })
  }
  const weekly = values.repeat === 'weekly'
  const save = async () => {
    const checked = publishRequest(values, clock)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    try {
      const made = await change.mutateAsync(checked.request)
      toast(
        made.length === 1 ? t('meetings.added') : t('meetings.addedMany', { count: made.length }),
        { type: 'Success' },
      )
      onClose()
    } catch (error) {
      setErrors(serverFormErrors(serverErrors(error)))
    }
  }
  return (
    <FormDialogForm
      open={open}
      title={t('meetings.formTitle')}
      onClose={onClose}
      labels={{
        close: t('meetings.formClose'),
        cancel: t('meetings.formCancel'),
        submit: t('meetings.formSave'),
        busy: t('meetings.formSaving'),
      }}
      busy={change.isPending}
      error={errors['form']}
      onSubmit={() => void save()}
    >
      <PressedGroup
        label={t('meetings.repeatLabel')}
        options={[
          { value: 'once', label: t('meetings.repeatOnce') },
          { value: 'weekly', label: t('meetings.repeatWeekly') },
        ]}
        value={values.repeat}
        onChange={(repeat) => {
          set({ repeat })
        }}
        className="self-start"
      />
      <InputField
        label={weekly ? t('meetings.firstDay') : t('meetings.day')}
        type="date"
        value={values.day}
        required
        error={errors['day']}
        hint={t('meetings.zoneHint', { zone: clock.zone })}
        onChange={(event) => {
          set({ day: event.target.value })
        }}
      />
      <div className="grid grid-cols-2 gap-5">
        <InputField
          label={t('meetings.start')}
          type="time"
          value={values.startTime}
          required
          error={errors['startTime']}
          onChange={(event) => {
            set({ startTime: event.target.value })
          }}
        />
        <InputField
          label={t('meetings.end')}
          type="time"
          value={values.endTime}
          required
          error={errors['endTime']}
          onChange={(event) => {
            set({ endTime: event.target.value })
          }}
        />
      </div>
      {weekly ? (
        <>
          <WeekdayPicker
            value={values.weekdays}
            error={errors['weekdays']}
            onChange={(weekdays) => {
              set({ weekdays })
            }}
          />
          <InputField
            label={t('meetings.weeks')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MEETING_SERIES_WEEKS_MAX}
            value={values.weeks}
            error={errors['weeks']}
            onChange={(event) => {
              set({ weeks: event.target.value })
            }}
          />
        </>
      ) : null}
      <InputField
        label={t('meetings.location')}
        value={values.location}
        maxLength={MEETING_LOCATION_MAX}
        error={errors['location']}
        onChange={(event) => {
          set({ location: event.target.value })
        }}
      />
      <TextAreaField
        label={t('meetings.note')}
        value={values.note}
        maxLength={MEETING_NOTE_MAX}
        rows={3}
        error={errors['note']}
        onChange={(event) => {
          set({ note: event.target.value })
        }}
      />
    </FormDialogForm>
  )
}

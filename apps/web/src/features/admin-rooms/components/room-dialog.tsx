import { RoomBody, type Room } from '@quad/shared'
import { useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { parseTags } from '../../../lib/parse-tags.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useSaveRoom } from '../api.ts'

const valuesOf = (room: Room | null) => ({
  name: room?.name ?? '',
  capacity: room?.capacity == null ? '' : String(room.capacity),
  features: room?.features.join(', ') ?? '',
})

/**
 * Add a room (`room` null) or change one: name, capacity and features, checked by the
 * shared `RoomBody` before the server sees them. The parent keys it by the room and the
 * opening, so each opening starts from the room as it is.
 */
export function RoomDialog({
  room,
  open,
  onClose,
}: {
  room: Room | null
  open: boolean
  onClose: () => void
}) {
  const [values, setValues] = useState(() => valuesOf(room))
  const [errors, setErrors] = useState<FormErrors>({})
  const save = useSaveRoom()
  const submit = async () => {
    const body = {
      name: values.name,
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
      features: parseTags(values.features),
    }
    const invalid = schemaErrors(RoomBody, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      const saved = await save.mutateAsync({ id: room?.id ?? null, body })
      toast(t('adminRooms.saved', { name: saved.name }))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name] ?? (name === 'features' ? firstFeatureError(errors) : undefined),
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value })
    },
  })
  return (
    <FormDialogForm
      open={open}
      title={room ? t('adminRooms.editTitle', { name: room.name }) : t('adminRooms.addTitle')}
      onClose={onClose}
      labels={{
        close: t('adminRooms.close'),
        cancel: t('adminRooms.cancel'),
        submit: t('adminRooms.submit'),
        busy: t('adminRooms.saving'),
      }}
      busy={save.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField label={t('adminRooms.name')} hint={t('adminRooms.nameHint')} {...field('name')} />
      <InputField
        label={t('adminRooms.capacity')}
        hint={t('adminRooms.capacityHint')}
        type="number"
        inputMode="numeric"
        min={1}
        {...field('capacity')}
      />
      <InputField
        label={t('adminRooms.features')}
        hint={t('adminRooms.featuresHint')}
        {...field('features')}
      />
    </FormDialogForm>
  )
}

/** A feature's own error ("features.2") shown under the one line they are typed in. */
function firstFeatureError(errors: FormErrors): string | undefined {
  const key = Object.keys(errors).find((path) => path.startsWith('features.'))
  return key === undefined ? undefined : errors[key]
}

import type { Room } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field } from '../../../components/labelled-fields.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { roomsQuery } from '../api.ts'
import type { EventFormApi } from '../use-event-form.ts'

/**
 * The room the event books (decision 105): the school's rooms, or none. Shown only when
 * the school has rooms, or the event already holds one (kept even if since archived).
 */
export function RoomField({ form, held }: { form: EventFormApi; held: Room | null }) {
  const rooms = useQuery(roomsQuery)
  const offered = rooms.data?.items ?? []
  const choices =
    held && !offered.some((room) => room.id === held.id) ? [held, ...offered] : offered
  if (choices.length === 0) return null
  const { values, errors, set } = form
  return (
    <Field label={t('eventEditor.room')} hint={t('eventEditor.roomHint')} error={errors['roomId']}>
      {(control) => (
        <select
          {...control}
          data-field="roomId"
          value={values.roomId}
          className={fieldControlClass}
          onChange={(event) => {
            set('roomId', event.target.value)
          }}
        >
          <option value="">{t('eventEditor.noRoom')}</option>
          {choices.map((room) => (
            <option key={room.id} value={room.id}>
              {room.capacity === null
                ? room.name
                : t('eventEditor.roomHolds', {
                    name: room.name,
                    count: formatNumber(room.capacity),
                  })}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

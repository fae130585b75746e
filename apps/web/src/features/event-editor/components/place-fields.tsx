import { EVENT_LOCATION_MAX, EVENT_URL_MAX, type Room } from '@quad/shared'
import { InputField } from '../../../components/labelled-fields.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormApi } from '../use-event-form.ts'
import { FormPart } from './form-part.tsx'
import { RoomField } from './room-field.tsx'

/** A room the school offers, a place, an online link: any of them. */
export function PlaceFields({ form, heldRoom }: { form: EventFormApi; heldRoom: Room | null }) {
  const { values, errors, set } = form
  return (
    <FormPart title={t('eventEditor.where')}>
      <RoomField form={form} held={heldRoom} />
      <InputField
        label={t('eventEditor.location')}
        hint={t('eventEditor.locationHint')}
        error={errors['location']}
        data-field="location"
        maxLength={EVENT_LOCATION_MAX}
        value={values.location}
        onChange={(event) => {
          set('location', event.target.value)
        }}
      />
      <InputField
        label={t('eventEditor.onlineUrl')}
        hint={t('eventEditor.onlineUrlHint')}
        error={errors['onlineUrl']}
        data-field="onlineUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={EVENT_URL_MAX}
        value={values.onlineUrl}
        onChange={(event) => {
          set('onlineUrl', event.target.value)
        }}
      />
    </FormPart>
  )
}

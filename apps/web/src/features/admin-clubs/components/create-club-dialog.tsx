import { CreateClubBody } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { parseTags } from '../../../lib/parse-tags.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { clubCategoriesQuery } from '../../clubs/index.ts'
import { useCreateClub } from '../api.ts'
import { OfficerPicker, type Officer } from './officer-picker.tsx'

const EMPTY = { name: '', description: '', category: '', tags: '' }

/** Create a club with its first officer (a club is never without one). */
export function CreateClubDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY)
  const [officer, setOfficer] = useState<Officer | null>(null)
  const [errors, setErrors] = useState<FormErrors>({})
  const categories = useQuery({ ...clubCategoriesQuery, enabled: open })
  const create = useCreateClub()
  const listId = useId()
  const close = () => {
    setValues(EMPTY)
    setOfficer(null)
    setErrors({})
    onClose()
  }
  const submit = async () => {
    const body = {
      name: values.name,
      description: values.description,
      category: values.category,
      tags: parseTags(values.tags),
      officerUid: officer?.uid ?? '',
    }
    const invalid = schemaErrors(CreateClubBody, body)
    if (invalid['officerUid']) invalid['officerUid'] = t('adminClubs.officerRequired')
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      const club = await create.mutateAsync(body)
      toast(t('adminClubs.created', { name: club.name }))
      close()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value })
    },
  })
  return (
    <FormDialogForm
      open={open}
      size="lg"
      title={t('adminClubs.createTitle')}
      onClose={close}
      labels={{
        close: t('adminClubs.close'),
        cancel: t('adminClubs.cancel'),
        submit: t('adminClubs.submit'),
        busy: t('adminClubs.saving'),
      }}
      busy={create.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <InputField label={t('adminClubs.name')} {...field('name')} />
      <TextAreaField label={t('adminClubs.description')} {...field('description')} />
      <InputField
        label={t('adminClubs.category')}
        hint={t('adminClubs.categoryHint')}
        list={listId}
        {...field('category')}
      />
      <datalist id={listId}>
        {categories.data?.items.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <InputField label={t('adminClubs.tags')} hint={t('adminClubs.tagsHint')} {...field('tags')} />
      <OfficerPicker value={officer} onChange={setOfficer} error={errors['officerUid']} />
    </FormDialogForm>
  )
}

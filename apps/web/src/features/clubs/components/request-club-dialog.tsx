import { ClubRequestBody } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { clubCategoriesQuery, useRequestClub } from '../club-edit-api.ts'

const EMPTY = { name: '', description: '', category: '' }

/** "Request a club" (decision 030): a student asks; a school admin approves or declines. */
export function RequestClubButton() {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FormErrors>({})
  const categories = useQuery({ ...clubCategoriesQuery, enabled: open })
  const request = useRequestClub()
  const listId = useId()
  const close = () => {
    setOpen(false)
    setErrors({})
  }
  const send = async () => {
    const invalid = schemaErrors(ClubRequestBody, values)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      const club = await request.mutateAsync(values)
      toast(t('clubs.request.sent', { name: club.name }))
      setValues(EMPTY)
      close()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('clubs.request.open')}
      </Button>
      <FormDialogForm
        open={open}
        title={t('clubs.request.title')}
        onClose={close}
        labels={{
          close: t('clubs.edit.close'),
          cancel: t('clubs.edit.cancel'),
          submit: t('clubs.request.send'),
          busy: t('clubs.request.sending'),
        }}
        busy={request.isPending}
        error={errors['form']}
        onSubmit={() => void send()}
      >
        <p className="text-zinc-700 dark:text-zinc-300">{t('clubs.request.intro')}</p>
        <InputField
          label={t('clubs.request.name')}
          value={values.name}
          error={errors['name']}
          onChange={(event) => {
            setValues({ ...values, name: event.target.value })
          }}
        />
        <TextAreaField
          label={t('clubs.request.description')}
          value={values.description}
          error={errors['description']}
          onChange={(event) => {
            setValues({ ...values, description: event.target.value })
          }}
        />
        <InputField
          label={t('clubs.request.category')}
          list={listId}
          value={values.category}
          error={errors['category']}
          onChange={(event) => {
            setValues({ ...values, category: event.target.value })
          }}
        />
        <datalist id={listId}>
          {categories.data?.items.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormDialogForm>
    </>
  )
}

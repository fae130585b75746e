import { UpdateClubBody, type Club, type ClubInfoItem, type ClubStatus } from '@quad/shared'
import { useState } from 'react'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { ImagePicker } from '../../../components/image-picker.tsx'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { parseTags } from '../../../lib/parse-tags.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useUpdateClub, useUploadClubImage } from '../club-edit-api.ts'
import { InfoQuestions } from './info-questions.tsx'

interface EditClubDialogProps {
  club: Club
  additionalInfo: ClubInfoItem[]
  open: boolean
  onClose: () => void
  /**
   * A school admin edits every field and flag; an officer the about, questions, tags,
   * images and whether members may post in the discussion (issue 16).
   */
  admin: boolean
}

/** "Edit club" (decision 030): the club's fields, its questions, logo and cover with previews. */
export function EditClubDialog({
  club,
  additionalInfo,
  open,
  onClose,
  admin,
}: EditClubDialogProps) {
  const [values, setValues] = useState(() => initialValues(club, additionalInfo))
  const [logo, setLogo] = useState<File | null>(null)
  const [cover, setCover] = useState<File | null>(null)
  const [errors, setErrors] = useState<FormErrors>({})
  const update = useUpdateClub()
  const upload = useUploadClubImage()
  const busy = update.isPending || upload.isPending
  const set = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }))
  }

  const save = async () => {
    const body: UpdateClubBody = {
      description: values.description,
      tags: parseTags(values.tags),
      additionalInfo: values.additionalInfo,
      // Only a change is sent, so the audit log names it only when it moved.
      ...(values.discussionOpen !== club.discussionOpen && {
        discussionOpen: values.discussionOpen,
      }),
      ...(admin && {
        name: values.name,
        category: values.category,
        published: values.published,
        hidden: values.hidden,
        status: values.status,
      }),
    }
    const invalid = schemaErrors(UpdateClubBody, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await update.mutateAsync({ id: club.id, body })
      if (logo) await upload.mutateAsync({ id: club.id, kind: 'logo', file: logo })
      if (cover) await upload.mutateAsync({ id: club.id, kind: 'cover', file: cover })
      toast(t('clubs.edit.saved', { name: values.name }))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  return (
    <FormDialogForm
      open={open}
      size="lg"
      title={t('clubs.edit.title', { name: club.name })}
      onClose={onClose}
      labels={{
        close: t('clubs.edit.close'),
        cancel: t('clubs.edit.cancel'),
        submit: t('clubs.edit.save'),
        busy: t('clubs.edit.saving'),
      }}
      busy={busy}
      error={errors['form']}
      onSubmit={() => void save()}
    >
      {admin ? (
        <>
          <InputField
            label={t('clubs.edit.name')}
            value={values.name}
            error={errors['name']}
            onChange={(event) => {
              set({ name: event.target.value })
            }}
          />
          <InputField
            label={t('clubs.edit.category')}
            value={values.category}
            error={errors['category']}
            onChange={(event) => {
              set({ category: event.target.value })
            }}
          />
        </>
      ) : null}
      <TextAreaField
        label={t('clubs.edit.about')}
        value={values.description}
        error={errors['description']}
        onChange={(event) => {
          set({ description: event.target.value })
        }}
      />
      <InputField
        label={t('clubs.edit.tags')}
        hint={t('clubs.edit.tagsHint')}
        value={values.tags}
        error={errors['tags'] ?? errors['tags.0']}
        onChange={(event) => {
          set({ tags: event.target.value })
        }}
      />
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <ImagePicker
          label={t('clubs.edit.logo')}
          previewAlt={t('clubs.edit.preview', { label: t('clubs.edit.logo') })}
          hint={t('clubs.edit.imageHint')}
          current={club.logoUrl}
          file={logo}
          onChange={setLogo}
          shape="square"
        />
        <ImagePicker
          label={t('clubs.edit.cover')}
          previewAlt={t('clubs.edit.preview', { label: t('clubs.edit.cover') })}
          hint={t('clubs.edit.imageHint')}
          current={club.coverUrl}
          file={cover}
          onChange={setCover}
          shape="wide"
        />
      </div>
      <InfoQuestions
        items={values.additionalInfo}
        errors={errors}
        onChange={(additionalInfo) => {
          set({ additionalInfo })
        }}
      />
      <SwitchField
        field="discussionOpen"
        label={t('clubs.edit.discussionOpen')}
        description={t('clubs.edit.discussionOpenHint')}
        checked={values.discussionOpen}
        onChange={(discussionOpen) => {
          set({ discussionOpen })
        }}
      />
      {admin ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-semibold">{t('clubs.edit.flags')}</legend>
          <SwitchField
            field="published"
            label={t('clubs.edit.published')}
            description={t('clubs.edit.publishedHint')}
            checked={values.published}
            onChange={(published) => {
              set({ published })
            }}
          />
          <SwitchField
            field="hidden"
            label={t('clubs.edit.hidden')}
            description={t('clubs.edit.hiddenHint')}
            checked={values.hidden}
            onChange={(hidden) => {
              set({ hidden })
            }}
          />
          {values.status === 'pending' ? null : (
            <Field label={t('clubs.edit.status')} error={errors['status']}>
              {(control) => (
                <select
                  {...control}
                  value={values.status}
                  className={fieldControlClass}
                  onChange={(event) => {
                    set({ status: event.target.value === 'archived' ? 'archived' : 'active' })
                  }}
                >
                  <option value="active">{t('clubs.status.active')}</option>
                  <option value="archived">{t('clubs.status.archived')}</option>
                </select>
              )}
            </Field>
          )}
        </fieldset>
      ) : null}
    </FormDialogForm>
  )
}

function initialValues(club: Club, additionalInfo: ClubInfoItem[]) {
  return {
    name: club.name,
    category: club.category,
    description: club.description,
    tags: club.tags.join(', '),
    additionalInfo,
    published: club.published,
    hidden: club.hidden,
    discussionOpen: club.discussionOpen,
    status: club.status as ClubStatus,
  }
}

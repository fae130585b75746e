import { useEffect, useId, useState } from 'react'
import { fieldHintClass, fieldLabelClass } from './field-styles.ts'

interface ImagePickerProps {
  label: string
  /** The image now, shown until another is chosen. */
  current: string | null
  file: File | null
  onChange: (file: File | null) => void
  shape: 'square' | 'wide'
  /** The preview's alternative text and the file rules, in the caller's words. */
  previewAlt: string
  hint: string
}

/**
 * Choose an image (a club's logo or cover, an event's cover), with a preview of the chosen
 * file before it is uploaded.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { label, current, file, onChange, shape, previewAlt, hint } = props
  const id = useId()
  const [preview, setPreview] = useState<string | null>(null)
  // The chosen file's preview is released when another is chosen or the dialog closes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const shown = (file ? preview : null) ?? current
  const frame = shape === 'square' ? 'size-20 rounded-2xl' : 'aspect-[8/3] w-full rounded-xl'
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <div className={`${frame} overflow-hidden bg-zinc-200 dark:bg-zinc-800`}>
        {shown ? <img src={shown} alt={previewAlt} className="size-full object-cover" /> : null}
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-zinc-500 file:bg-white file:px-4 file:font-semibold dark:file:bg-zinc-900 dark:file:text-zinc-50"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null
          setPreview(chosen ? URL.createObjectURL(chosen) : null)
          onChange(chosen)
        }}
      />
      <p id={`${id}-hint`} className={fieldHintClass}>
        {hint}
      </p>
    </div>
  )
}

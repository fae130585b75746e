import { useRef } from 'react'

/** What a receipt or a form's file answer may be: the images a phone takes, and PDFs. */
export const IMAGES_AND_PDFS = 'image/jpeg,image/png,image/webp,image/gif,application/pdf'

/**
 * The device's file picker behind a button of the caller's: `input` is a file input out of
 * sight and out of the tab order (render it beside the button), `open()` opens it, and
 * `onFile` gets the file chosen. Choosing the same file again picks it again.
 */
export function useFilePicker(accept: string, onFile: (file: File) => void) {
  const ref = useRef<HTMLInputElement>(null)
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0]
        event.target.value = ''
        if (file) onFile(file)
      }}
    />
  )
  return { input, open: () => ref.current?.click() }
}

import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { exportCrop } from '../crop-export.ts'
import { initialCrop, MAX_ZOOM, MIN_ZOOM, zoomCrop } from '../crop-math.ts'
import { CropViewport, VIEW_SIZE } from './crop-viewport.tsx'
import { fieldHintClass, fieldLabelClass } from '../../../components/field-styles.ts'

interface PhotoCropperProps {
  image: ImageBitmap
  onCrop: (photo: Blob) => void
  onCancel: () => void
}

/** Issue 4 crop step: a square crop the owner moves and zooms, then sends as one image. */
export function PhotoCropper({ image, onCrop, onCancel }: PhotoCropperProps) {
  const id = useId()
  const [crop, setCrop] = useState(() => initialCrop(image, VIEW_SIZE))
  const [isExporting, setExporting] = useState(false)
  const confirm = async () => {
    setExporting(true)
    try {
      onCrop(await exportCrop(image, crop, VIEW_SIZE))
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p id={`${id}-help`} className={fieldHintClass}>
        {t('settings.cropHelp')}
      </p>
      <CropViewport image={image} crop={crop} onChange={setCrop} describedBy={`${id}-help`} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-zoom`} className={fieldLabelClass}>
          {t('settings.zoom')}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          aria-valuetext={`${String(Math.round(crop.zoom * 100))}%`}
          onChange={(event) => {
            setCrop(zoomCrop(crop, Number(event.target.value), image, VIEW_SIZE))
          }}
          className="h-11 w-full accent-school"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={isExporting}>
          {t('settings.cropSave')}
        </Button>
      </div>
    </div>
  )
}

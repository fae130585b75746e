import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { moveCrop, scaleOf, zoomCrop, type CropState } from '../crop-math.ts'

/** The viewport's side in the crop maths' units; CSS may draw it smaller on a phone. */
export const VIEW_SIZE = 288
const STEP = 10
const ZOOM_STEP = 0.1

interface CropViewportProps {
  image: ImageBitmap
  crop: CropState
  onChange: (crop: CropState) => void
  describedBy: string
}

/** Draws the photo under a round mask (how the card shows it); drag or keys move and zoom it. */
export function CropViewport({ image, crop, onChange, describedBy }: CropViewportProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const ratio = window.devicePixelRatio || 1
    canvas.width = VIEW_SIZE * ratio
    canvas.height = VIEW_SIZE * ratio
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    const scale = scaleOf(image, VIEW_SIZE, crop.zoom)
    context.clearRect(0, 0, VIEW_SIZE, VIEW_SIZE)
    context.drawImage(image, crop.x, crop.y, image.width * scale, image.height * scale)
    context.beginPath()
    context.rect(0, 0, VIEW_SIZE, VIEW_SIZE)
    context.arc(VIEW_SIZE / 2, VIEW_SIZE / 2, VIEW_SIZE / 2, 0, Math.PI * 2)
    context.fillStyle = 'rgba(9, 9, 11, 0.55)'
    context.fill('evenodd')
  }, [image, crop])

  /** Pointer movement in CSS pixels → crop units, however large the canvas is drawn. */
  const unitsPerPixel = () =>
    VIEW_SIZE / (canvasRef.current?.getBoundingClientRect().width || VIEW_SIZE)

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return
    const factor = unitsPerPixel()
    const dx = (event.clientX - drag.current.x) * factor
    const dy = (event.clientY - drag.current.y) * factor
    drag.current = { x: event.clientX, y: event.clientY }
    onChange(moveCrop(crop, dx, dy, image, VIEW_SIZE))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }
    const move = moves[event.key]
    if (move) onChange(moveCrop(crop, move[0], move[1], image, VIEW_SIZE))
    else if (event.key === '+' || event.key === '=') {
      onChange(zoomCrop(crop, crop.zoom + ZOOM_STEP, image, VIEW_SIZE))
    } else if (event.key === '-' || event.key === '_') {
      onChange(zoomCrop(crop, crop.zoom - ZOOM_STEP, image, VIEW_SIZE))
    } else return
    event.preventDefault()
  }

  return (
    <canvas
      ref={canvasRef}
      tabIndex={0}
      role="img"
      aria-label={t('settings.cropArea')}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = { x: event.clientX, y: event.clientY }
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null
      }}
      onPointerCancel={() => {
        drag.current = null
      }}
      className="aspect-square w-full max-w-72 cursor-move touch-none self-center rounded-lg bg-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:bg-zinc-800 dark:focus-visible:outline-white"
    />
  )
}

import { describe, expect, it } from 'vitest'
import {
  clampCrop,
  coverScale,
  initialCrop,
  MAX_ZOOM,
  moveCrop,
  sourceRect,
  zoomCrop,
} from './crop-math.ts'

const wide = { width: 800, height: 400 }
const SIZE = 200

describe('crop maths', () => {
  it('covers the viewport with the shorter side at zoom 1', () => {
    expect(coverScale(wide, SIZE)).toBe(0.5)
  })

  it('starts centred: the middle square of a wide image', () => {
    const crop = initialCrop(wide, SIZE)
    expect(crop).toEqual({ zoom: 1, x: -100, y: 0 })
    const rect = sourceRect(crop, wide, SIZE)
    expect([rect.sx, rect.sy, rect.side].map((n) => n + 0)).toEqual([200, 0, 400])
  })

  it('never moves the image off the viewport', () => {
    const crop = initialCrop(wide, SIZE)
    expect(moveCrop(crop, 500, 500, wide, SIZE)).toEqual({ zoom: 1, x: 0, y: 0 })
    expect(moveCrop(crop, -500, -500, wide, SIZE)).toEqual({ zoom: 1, x: -200, y: 0 })
  })

  it('zooms about the centre, so the centre of the crop stays put', () => {
    const crop = zoomCrop(initialCrop(wide, SIZE), 2, wide, SIZE)
    const rect = sourceRect(crop, wide, SIZE)
    expect(rect.side).toBe(200)
    expect(rect.sx + rect.side / 2).toBe(400)
    expect(rect.sy + rect.side / 2).toBe(200)
  })

  it('limits the zoom and re-clamps the position when zooming out', () => {
    expect(clampCrop({ zoom: 10, x: 0, y: 0 }, wide, SIZE).zoom).toBe(MAX_ZOOM)
    const zoomedIn = moveCrop(
      zoomCrop(initialCrop(wide, SIZE), 3, wide, SIZE),
      -1000,
      -1000,
      wide,
      SIZE,
    )
    const back = zoomCrop(zoomedIn, 1, wide, SIZE)
    expect(back).toEqual({ zoom: 1, x: -200, y: 0 })
  })
})

/*
 * The crop step's geometry, in CSS pixels of a square viewport of side `size`. The image
 * is drawn at `scale` (image px → viewport px) with its top-left corner at (x, y); it
 * always covers the viewport, so the crop never contains empty space.
 */
export interface CropState {
  x: number
  y: number
  /** 1 = the image just covers the viewport; up to MAX_ZOOM. */
  zoom: number
}

export interface ImageSize {
  width: number
  height: number
}

export const MIN_ZOOM = 1
export const MAX_ZOOM = 4
/** Issue 4: the server makes 512 px and a large version from this. */
export const OUTPUT_SIZE = 1024

/** The scale at zoom 1: the shorter side fills the viewport. */
export function coverScale(image: ImageSize, size: number): number {
  return size / Math.min(image.width, image.height)
}

export function scaleOf(image: ImageSize, size: number, zoom: number): number {
  return coverScale(image, size) * zoom
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Keeps the image over the whole viewport: x between size − drawn width and 0. */
export function clampCrop(state: CropState, image: ImageSize, size: number): CropState {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM)
  const scale = scaleOf(image, size, zoom)
  return {
    zoom,
    x: clamp(state.x, size - image.width * scale, 0),
    y: clamp(state.y, size - image.height * scale, 0),
  }
}

/** The starting crop: zoom 1, centred. */
export function initialCrop(image: ImageSize, size: number): CropState {
  const scale = coverScale(image, size)
  return {
    zoom: 1,
    x: (size - image.width * scale) / 2,
    y: (size - image.height * scale) / 2,
  }
}

export function moveCrop(
  state: CropState,
  dx: number,
  dy: number,
  image: ImageSize,
  size: number,
): CropState {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy }, image, size)
}

/** Zooms about the viewport's centre: the point under it stays under it. */
export function zoomCrop(
  state: CropState,
  zoom: number,
  image: ImageSize,
  size: number,
): CropState {
  const before = scaleOf(image, size, state.zoom)
  const after = scaleOf(image, size, clamp(zoom, MIN_ZOOM, MAX_ZOOM))
  const centre = size / 2
  const ratio = after / before
  return clampCrop(
    { zoom, x: centre - (centre - state.x) * ratio, y: centre - (centre - state.y) * ratio },
    image,
    size,
  )
}

/** The square of the source image that the viewport shows, in image pixels. */
export function sourceRect(state: CropState, image: ImageSize, size: number) {
  const scale = scaleOf(image, size, state.zoom)
  return { sx: -state.x / scale, sy: -state.y / scale, side: size / scale }
}

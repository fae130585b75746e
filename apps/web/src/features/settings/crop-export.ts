import { OUTPUT_SIZE, sourceRect, type CropState, type ImageSize } from './crop-math.ts'

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, type, quality)
  })
}

/**
 * The crop as a 1024×1024 image (issue 4; the server re-encodes it to its sizes). WebP
 * where the browser can encode it, JPEG otherwise (toBlob silently falls back to PNG).
 */
export async function exportCrop(
  image: CanvasImageSource & ImageSize,
  crop: CropState,
  viewSize: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = OUTPUT_SIZE
  canvas.height = OUTPUT_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas 2D is not available')
  const { sx, sy, side } = sourceRect(crop, image, viewSize)
  // A transparent PNG would otherwise turn black in a JPEG.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, OUTPUT_SIZE, OUTPUT_SIZE)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, sx, sy, side, side, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE)
  const webp = await toBlob(canvas, 'image/webp', 0.9)
  if (webp?.type === 'image/webp') return webp
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.9)
  if (!jpeg) throw new Error('The crop could not be encoded')
  return jpeg
}

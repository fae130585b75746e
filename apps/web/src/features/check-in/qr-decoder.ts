/*
 * Reading a ticket's QR code from the camera (decision 039): the browser's own
 * BarcodeDetector where it has one (Chrome on Android), else jsQR on the video's frames,
 * loaded only then, in its own chunk.
 */
interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>
}
declare global {
  interface Window {
    /** Not in TypeScript's DOM library yet (Shape Detection API). */
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike
  }
}

/** One look at the video: the QR code's text, or null when none is in view. */
export type Decoder = (video: HTMLVideoElement) => Promise<string | null>

export async function createDecoder(): Promise<Decoder> {
  const Native = window.BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null)
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height)?.data ?? null)
  }
}

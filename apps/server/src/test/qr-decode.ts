import jsQRModule from 'jsqr'

// jsqr is CommonJS: its function is the module and, as typed under nodenext, its `default`.
const jsQR = jsQRModule.default

const SCALE = 4

/**
 * Reads back what a QR code SVG (as the `qrcode` package draws it) encodes, with a real
 * decoder: the SVG's dark runs (`M x y h n`, `m dx dy h n`) are painted into pixels at
 * SCALE pixels a module and handed to jsQR, as a phone's camera frame would be.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1]
  if (!size || !path) return null
  const width = size * SCALE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  let x = 0
  let y = 0
  for (const [, op, a, b] of path.matchAll(/([MmHh])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    const first = Number(a)
    if (op === 'M') [x, y] = [first, Math.floor(Number(b))]
    else if (op === 'm') [x, y] = [x + first, y + Math.floor(Number(b))]
    else {
      for (let i = 0; i < first; i++) paint(pixels, width, x + i, y)
      x += first
    }
  }
  return jsQR(pixels, width, width)?.data ?? null
}

function paint(pixels: Uint8ClampedArray, width: number, column: number, row: number) {
  for (let dy = 0; dy < SCALE; dy++) {
    for (let dx = 0; dx < SCALE; dx++) {
      const at = ((row * SCALE + dy) * width + column * SCALE + dx) * 4
      pixels.set([0, 0, 0, 255], at)
    }
  }
}

import sharp from 'sharp'

/** The image format the bytes really hold (jpeg, png, webp, gif...), or undefined. */
export async function imageFormat(upload: Buffer): Promise<string | undefined> {
  // sharp throws synchronously on an empty buffer (found by the R1 fuzz test).
  if (upload.length === 0) return undefined
  try {
    return (await sharp(upload).metadata()).format
  } catch {
    return undefined
  }
}

import { randomBytes } from 'node:crypto'
import type { School } from '../tenancy/schools.service.ts'
import { encodeImage, openImage, type ImagePolicy } from './images.ts'
import type { FileStorage } from './storage.ts'

/** As profile photos (issue 4): 5 MB on the wire, 16.7 MP decoded at most. */
export const UPLOADED_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The policy of a picture a person uploads (a club's logo or cover, an event's cover). */
export const uploadedImagePolicy = (field: string): ImagePolicy => ({
  field,
  formats: new Set(['jpeg', 'png', 'webp']),
  maxPixels: 4096 * 4096,
  unsupported: 'must be a JPEG, PNG or WebP image',
})

/** A wide cover (spec 2 club page; an event's page). */
export const COVER_SIZE = { width: 1600, height: 600 } as const

/**
 * Where a kind of uploaded image lives: served at `{urlPrefix}{schoolId}/{file}`, kept
 * under `{folder}/{schoolId}/{file}`, each file named `{owner uid}-{kind}-{random}.webp`.
 */
export interface ImageShelf {
  urlPrefix: string
  folder: string
  kinds: readonly string[]
}

/** What one upload becomes: the policy it is opened under, and the size it is kept at. */
export interface ImageTarget {
  policy: ImagePolicy
  width: number
  height: number
  /** The owner's public uid (a club's, an event's) and which of its images. */
  ownerUid: string
  kind: string
}

/**
 * Replaces an owner's image (club logos and covers, event covers): the bytes decide the
 * type (a 415 otherwise), the image is cropped to its size and re-encoded as WebP
 * (dropping EXIF), stored, then `swap` records the new address in the owner's row and
 * answers the previous one (in the caller's transaction). A failed swap deletes the new
 * file; after it, the previous upload is deleted (generated art is no file of ours).
 */
export async function replaceImage(
  storage: FileStorage,
  school: School,
  shelf: ImageShelf,
  target: ImageTarget,
  upload: Buffer,
  swap: (url: string) => Promise<string | null>,
): Promise<string> {
  const { image } = await openImage(upload, target.policy)
  const encoded = await encodeImage(target.policy, () =>
    image.resize(target.width, target.height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  )
  const file = `${target.ownerUid}-${target.kind}-${randomBytes(6).toString('hex')}.webp`
  const key = storedKey(shelf, school, file)
  await storage.put(key, encoded)
  const url = `${shelf.urlPrefix}${String(school.id)}/${file}`
  const previous = await swap(url).catch(async (error: unknown) => {
    await storage.delete(key)
    throw error
  })
  const prefix = `${shelf.urlPrefix}${String(school.id)}/`
  const previousKey = previous?.startsWith(prefix)
    ? shelfKey(shelf, school, previous.slice(prefix.length))
    : null
  if (previousKey) await storage.delete(previousKey)
  return url
}

/** The storage key of a file name on the shelf, if it is one of ours for this school. */
export function shelfKey(shelf: ImageShelf, school: School, file: string): string | null {
  const name = /^[a-z0-9-]{1,40}-([a-z]+)-[0-9a-f]{12}\.webp$/.exec(file)
  return name?.[1] && shelf.kinds.includes(name[1]) ? storedKey(shelf, school, file) : null
}

const storedKey = (shelf: ImageShelf, school: School, file: string) =>
  `${shelf.folder}/${String(school.id)}/${file}`

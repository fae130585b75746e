import { describe, expect, it } from 'vitest'
import { checkPhotoFile, megabytes, PHOTO_MAX_BYTES } from './photo-file.ts'
import { safeLinkUrl } from '../../components/rich-text/rich-text.ts'

describe('photo file check (issue 4: JPEG/PNG/WebP, ≤ 5 MB)', () => {
  it('accepts the three types up to the limit', () => {
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull()
    expect(checkPhotoFile({ type: 'image/webp', size: 10 })).toBeNull()
  })

  it('rejects other types and larger files', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toBe('type')
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('size')
  })

  it('shows sizes in MB to one decimal', () => {
    expect(megabytes(PHOTO_MAX_BYTES)).toBe(5)
    expect(megabytes(7.34 * 1024 * 1024)).toBe(7.3)
  })
})

describe('bio link addresses', () => {
  it('allows web and mail links, adding https:// when missing', () => {
    expect(safeLinkUrl('example.edu/clubs')).toBe('https://example.edu/clubs')
    expect(safeLinkUrl('mailto:maya@demo.edu')).toBe('mailto:maya@demo.edu')
  })

  it('refuses script and data URLs and empty input', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(safeLinkUrl('data:text/html,hi')).toBeNull()
    expect(safeLinkUrl('  ')).toBeNull()
  })
})

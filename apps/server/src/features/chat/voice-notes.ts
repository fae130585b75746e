/*
 * Voice notes (issue 35 item 8): what the bytes of an upload say it is. Browsers record with
 * MediaRecorder into WebM or Ogg (Opus, Chrome and Firefox) or MP4 (AAC, Safari); a voice
 * note is one of those holding sound and no picture. Nothing is transcoded (the issue does
 * not ask it): the bytes are kept as sent once their container and tracks are known.
 */

export type VoiceNoteType = 'audio/webm' | 'audio/ogg' | 'audio/mp4'

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])
/** Matroska codec ids of sound, and of pictures (a video is not a voice note). */
const WEBM_SOUND = ['A_OPUS', 'A_VORBIS']
const WEBM_PICTURE = ['V_VP8', 'V_VP9', 'V_AV1', 'V_MPEG4', 'V_MPEGH']
/** The head where a recording's track list stands (MediaRecorder writes it first). */
const HEAD_BYTES = 4096

const has = (data: Buffer, text: string) => data.includes(text, 0, 'latin1')

/** The voice note these bytes are, or null for anything else (a video, an image, noise). */
export function voiceNoteType(data: Buffer): VoiceNoteType | null {
  const head = data.subarray(0, HEAD_BYTES)
  if (head.subarray(0, 4).equals(EBML_MAGIC)) {
    const sound = WEBM_SOUND.some((codec) => has(head, codec))
    const picture = WEBM_PICTURE.some((codec) => has(head, codec))
    return has(head.subarray(0, 64), 'webm') && sound && !picture ? 'audio/webm' : null
  }
  if (head.subarray(0, 4).toString('latin1') === 'OggS') {
    const sound = has(head, 'OpusHead') || has(head, '\x01vorbis')
    return sound && !has(head, 'theora') ? 'audio/ogg' : null
  }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    // Track handlers: `soun` for sound, `vide` for pictures, wherever the index stands.
    return has(data, 'soun') && !has(data, 'vide') ? 'audio/mp4' : null
  }
  return null
}

/** The file name a voice note is stored under. */
export function voiceNoteName(type: VoiceNoteType): string {
  return `Voice note.${type === 'audio/mp4' ? 'm4a' : type.slice('audio/'.length)}`
}

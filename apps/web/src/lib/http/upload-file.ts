import { ChatFile } from '@quad/shared'
import * as z from 'zod/mini'
import { currentJwt, refreshJwt } from './bearer-client.ts'

/** An upload the server refused: its status says why (413 too big, 415 a kind it does not take). */
export class UploadError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'UploadError'
    this.status = status
  }
}

const ErrorAnswer = z.object({ error: z.object({ message: z.string() }) })

function post(
  file: File,
  token: string,
  onProgress: (fraction: number) => void,
  query: string,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/v1/files${query}`)
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      resolve(xhr)
    }
    xhr.onerror = () => {
      reject(new UploadError(0, 'network'))
    }
    const body = new FormData()
    body.append('file', file)
    xhr.send(body)
  })
}

/**
 * POST /api/v1/files (chat's attachments, a post's photos) with upload progress, which
 * fetch() cannot report: hence XHR, with the bearer client's token and its rule (refresh
 * once on a 401, then retry once).
 */
export async function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  /** What the upload says of itself (a voice note's `durationMs` and `waveform`). */
  params: Record<string, string> = {},
): Promise<ChatFile> {
  const search = new URLSearchParams(params).toString()
  const query = search ? `?${search}` : ''
  let xhr = await post(file, currentJwt() ?? (await refreshJwt()), onProgress, query)
  if (xhr.status === 401) xhr = await post(file, await refreshJwt(), onProgress, query)
  let json: unknown = null
  try {
    json = JSON.parse(xhr.responseText)
  } catch {
    // Not JSON: handled below by the status.
  }
  if (xhr.status < 200 || xhr.status >= 300) {
    const parsed = z.safeParse(ErrorAnswer, json)
    throw new UploadError(xhr.status, parsed.success ? parsed.data.error.message : xhr.statusText)
  }
  return z.parse(ChatFile, json)
}

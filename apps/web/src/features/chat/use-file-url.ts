import { useEffect, useState } from 'react'
import { bearerRequest } from '../../lib/http/bearer-client.ts'

export type FileVariant = 'preview' | 'original'

export function filePath(id: string, variant: FileVariant): string {
  return `/api/v1/files/${encodeURIComponent(id)}?variant=${variant}`
}

/** Downloads a file with the bearer token (it needs the header, so no plain <img src>). */
export async function fetchFileBlob(
  id: string,
  variant: FileVariant,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await bearerRequest(filePath(id, variant), { signal })
  return response.blob()
}

/**
 * An object URL for a chat file while the component shows it; revoked when it goes, so
 * a long conversation does not keep every picture in memory.
 */
export function useFileUrl(
  id: string | null,
  variant: FileVariant,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ id: string | null; url: string | null; failed: boolean }>({
    id: null,
    url: null,
    failed: false,
  })
  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    let url: string | null = null
    fetchFileBlob(id, variant, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob)
        setState({ id, url, failed: false })
      },
      () => {
        if (!controller.signal.aborted) setState({ id, url: null, failed: true })
      },
    )
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [id, variant])
  return state.id === id ? { url: state.url, failed: state.failed } : { url: null, failed: false }
}

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
  return useBearerObjectUrl(id === null ? null : filePath(id, variant))
}

/** An object URL for what `path` answers with the bearer token (a file, a preview's picture). */
export function useBearerObjectUrl(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ path: string | null; url: string | null; failed: boolean }>({
    path: null,
    url: null,
    failed: false,
  })
  useEffect(() => {
    if (path === null) return
    const controller = new AbortController()
    let url: string | null = null
    bearerRequest(path, { signal: controller.signal })
      .then((response) => response.blob())
      .then(
        (blob) => {
          url = URL.createObjectURL(blob)
          setState({ path, url, failed: false })
        },
        () => {
          if (!controller.signal.aborted) setState({ path, url: null, failed: true })
        },
      )
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [path])
  return state.path === path
    ? { url: state.url, failed: state.failed }
    : { url: null, failed: false }
}

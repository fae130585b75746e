import { bearerRequest } from './bearer-client.ts'

/**
 * A file from Quad's API (a CSV export) saved by the browser: fetched with the bearer
 * token, which a plain link cannot carry, then handed over as `filename`.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await bearerRequest(path)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  // The click has handed the file over; the object URL may go after this task.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}

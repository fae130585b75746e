import yazl from 'yazl'

/** One entry of a ZIP: its path inside and its bytes. */
export interface ZipEntry {
  path: string
  data: Buffer
}

/**
 * A ZIP of `entries`, written by yazl (a maintained ZIP writer, decision 057) and
 * collected into one buffer: storage takes whole objects.
 */
export async function zipOf(entries: AsyncIterable<ZipEntry>, mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
  for await (const entry of entries) zip.addBuffer(entry.data, entry.path, { mtime })
  zip.end()
  return done
}

import yauzl from 'yauzl'

/** Every entry of a ZIP by path, read with yauzl (the reader matching the yazl writer); server tests and e2e. */
export function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const entries = new Map<string, Buffer>()
      zip.on('error', reject)
      zip.on('end', () => resolve(entries))
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
          stream.on('error', reject)
        })
      })
      zip.readEntry()
    })
  })
}

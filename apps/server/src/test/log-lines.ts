import { Writable } from 'node:stream'

/** Every line an app's real logger writes, kept as text for a test to search. */
export function captureLog(): { stream: Writable; text(): string } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { stream, text: () => lines.join('') }
}

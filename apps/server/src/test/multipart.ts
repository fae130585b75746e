/** A one-file multipart/form-data body, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----quad-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/**
 * The reads a page's first screen draws, started by its loader (decision 075). The server's
 * render waits for them, so its HTML holds the page's content, not its skeletons; one that
 * fails fails the render, and the browser draws the page as before. The browser does not
 * wait: the page shows at once with its skeletons, as the reads arrive (a read that fails
 * shows its own error there).
 */
export async function readFirstScreen(reads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const started = reads.map((read) => read())
  if (import.meta.env.SSR) {
    await Promise.all(started)
    return
  }
  for (const read of started) read.catch(() => undefined)
}

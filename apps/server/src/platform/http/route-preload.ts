import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** The part of Vite's build manifest (`build.manifest`) this reads: each chunk and what it imports. */
const Manifest = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
)
type Manifest = z.infer<typeof Manifest>

/**
 * The page a path opens, as the web app's router names its modules: `/` is
 * `routes/home.tsx`, `/directory/…` is `routes/directory.tsx`. A path with no module of
 * that name (a club under its hub, say) preloads nothing and loads as before.
 */
function routeModule(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? 'home'
  return `src/app/routes/${first}.tsx`
}

/** A chunk and every chunk it imports statically, depth first, each once. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen)
  return seen
}

function readShell(webDist: string): { html: string; manifest: Manifest } {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8')
  let manifest: Manifest = {}
  try {
    const raw = readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')
    manifest = Manifest.parse(JSON.parse(raw))
  } catch {
    // A build without a manifest: the shell goes as it is.
  }
  return { html, manifest }
}

/**
 * The shell for a page with `<link rel="modulepreload">` for that page's chunks (decision
 * 062; `preloads` false when there is nothing to add), or null without a build. Without them the browser learns of the page's
 * chunk only after the shell's JavaScript has run (several seconds on a throttled phone, per
 * Lighthouse), and of that chunk's imports only after it arrives: one round trip per level.
 * The shell and manifest are read again when a new build replaces index.html.
 */
export function shellWithPreloads(
  webDist: string,
): (pathname: string) => { html: string; preloads: boolean } | null {
  let builtAt = -1
  let shell = { html: '', manifest: {} as Manifest }
  return (pathname) => {
    const mtime = statSync(path.join(webDist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs
    if (mtime === undefined) return null
    if (mtime !== builtAt) {
      shell = readShell(webDist)
      builtAt = mtime
    }
    const { html, manifest } = shell
    const page = routeModule(pathname)
    if (!manifest[page]) return { html, preloads: false }
    // What the shell's own <script> and modulepreloads already fetch.
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? ''
    const inShell = withImports(manifest, entry)
    const links = [...withImports(manifest, page)]
      .filter((key) => !inShell.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`)
    return { html: html.replace('</head>', `${links.join('')}</head>`), preloads: true }
  }
}

/**
 * `npm run dev`: the server with --watch on :3000 and Vite's dev server (with
 * hot reload, proxying the API to :3000) side by side, and the demo's Canvas stand-in
 * (scripts/demo-canvas.ts). Ctrl-C stops them all.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startDemoCanvas } from './demo-canvas.ts'

const root = path.resolve(import.meta.dirname, '..')
// The development command: the server's development tools (/dev/outbox) are on.
process.env.NODE_ENV = 'development'
// The demo's Canvas (issue 17) lives in this process, so it outlasts the server's restarts.
await startDemoCanvas()
const env = { ...process.env }
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@quad/web'], { cwd: root, stdio: 'inherit', env }),
]
const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'))
  // The stand-in's server would keep this process alive.
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))

/**
 * `npm run dev`: the server with --watch on :3000 and Vite's dev server (with
 * hot reload, proxying the API to :3000) side by side. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
// The development command: the server's development tools (/dev/outbox) are on.
const env = { ...process.env, NODE_ENV: 'development' }
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@quad/web'], { cwd: root, stdio: 'inherit', env }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))

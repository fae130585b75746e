/**
 * `npm start` (`node packages/push-standin/src/cli.ts`): a Web Push service stand-in on
 * loopback until SIGTERM, for development only. Env: PUSH_STANDIN_PORT (0 = any, the
 * default), PUSH_STANDIN_HOST (127.0.0.1). Prints `push-standin listening on <origin>`.
 */
import { startPushStandin } from './server.ts'

const standin = await startPushStandin({
  host: process.env.PUSH_STANDIN_HOST || undefined,
  port: Number(process.env.PUSH_STANDIN_PORT ?? 0),
})
process.stdout.write(`push-standin listening on ${standin.origin}\n`)

const stop = () => {
  standin.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

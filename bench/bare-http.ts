/**
 * The bare baseline of quality.md as its own process: a node:http hello-world that
 * prints its URL. Run by the benchmarks so the baseline and Quad are measured alike.
 */
import { startBareHttp } from './lib.ts'

const { url } = await startBareHttp(Number(process.env.PORT ?? 0))
console.log(`listening on ${url}/`)

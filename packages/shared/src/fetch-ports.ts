/**
 * The ports the Fetch standard blocks ("bad port"): `fetch` — Node's and every browser's —
 * refuses them before connecting, with an error that does not say so. Quad's own servers
 * (the demo's Canvas stand-in, the e2e suite's) must not listen on one (issue 30 bug 13:
 * `CANVAS_STANDIN_PORT=4190` left the demo without an LMS, silently).
 */
const FETCH_BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
])

export function isFetchBadPort(port: number): boolean {
  return FETCH_BAD_PORTS.has(port)
}

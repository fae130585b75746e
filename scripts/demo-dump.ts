/**
 * `npm install` (root `postinstall`, after the web build) seeds the demo once into a dump
 * that a first `npm start` loads instead of seeding (decision 065). Done again only when
 * the dump is not today's or the server's sources changed. An install that cannot make it
 * (no dev dependencies) still succeeds: the first start seeds, as before.
 */
async function makeAtInstall(): Promise<void> {
  try {
    const { makeDemoDump, usableDemoDump } = await import('../apps/server/src/seed/demo-dump.ts')
    if (usableDemoDump()) return
    process.stdout.write('Seeding the demo database for the first start...\n')
    await makeDemoDump()
  } catch (error) {
    process.stderr.write(
      `The demo was not seeded at install (${String(error)}); the first npm start will.\n`,
    )
  }
}

await makeAtInstall()

import type { Database } from '@quad/server/src/platform/db/database.ts'

/**
 * `load` with the tables' indexes built after it, as a restore builds them: each index is
 * read from the catalogue (`pg_indexes`'s definition), dropped, and made again from that
 * definition once the rows are in, so the schema after is the one before. Building a GIN
 * or trigram index over 100,000 rows at once is many times cheaper than keeping it up to
 * date row by row. Indexes behind a constraint (primary keys, unique keys) stay: they check
 * the rows as they go in, and foreign keys may depend on them.
 */
export async function withIndexesBuiltAfter<T>(
  { pool }: Database,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c
         where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [tables],
  )
  for (const { name } of rows) await pool.query(`drop index "${name}"`)
  const loaded = await load()
  for (const { definition } of rows) await pool.query(definition)
  return loaded
}

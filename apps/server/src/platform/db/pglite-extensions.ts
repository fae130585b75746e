import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * The contrib extensions the migrations create, loaded into every PGlite the server opens
 * (the worker's, and the one that dumps a data directory): pg_trgm for typo-tolerant
 * search (migration 0001), btree_gist for the rooms' exclusion constraint (0062).
 */
export const pgliteExtensions = { pg_trgm, btree_gist }

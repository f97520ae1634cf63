import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

// The library's substring search uses trigram indexes; the no-overlap rules of bookings
// (D25) are exclusion constraints that need btree_gist's equality on ids. PostgreSQL ships
// both as contrib extensions; the migrations create them. In memory (client.ts) and in a
// data folder (pglite-worker.ts) alike.
export const extensions = { btree_gist, pg_trgm }

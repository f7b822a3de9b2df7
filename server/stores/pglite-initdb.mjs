// @ts-check
/**
 * Creates the embedded database's files in the directory given and exits: the whole program of
 * the short-lived child process `pglite-files.ts` starts, so initdb's memory goes with the
 * process. (JavaScript, checked by TypeScript through JSDoc: it runs with plain `node`, without
 * the relay's TypeScript loader, so it starts in a fraction of the time.)
 */
import { PGlite } from '@electric-sql/pglite'
import { keepFilesOwnerOnly } from './pglite-owner-only-fs.mjs'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: node pglite-initdb.mjs <data directory>')
process.umask(0o077)
keepFilesOwnerOnly()
const db = await PGlite.create(dataDir)
await db.close()

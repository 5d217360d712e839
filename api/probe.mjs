import { PGlite } from '@electric-sql/pglite'
let t0 = Date.now()
const a = await PGlite.create(); console.log('create', Date.now() - t0)
t0 = Date.now(); const dump = await a.dumpDataDir('none'); console.log('dump', Date.now() - t0, dump.size)
await a.close()
t0 = Date.now(); const b = await PGlite.create({ loadDataDir: dump }); console.log('load', Date.now() - t0)
console.log((await b.query('select 1 as x')).rows)

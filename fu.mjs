import { elementFirstUse, allElementsFirstUse } from '@vitrine/build-tools/first-load';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const which = process.argv[2];
const files = which === 'all' ? allElementsFirstUse() : elementFirstUse(which);
for (const f of files) console.log(gzipSync(readFileSync(f), { level: 9 }).length, f.replace(/.*dist[^/]*\//, ''));

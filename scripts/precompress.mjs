// After `vite build`: writes .br and .gz beside every text asset, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name) && statSync(file).size >= 1024) {
      const bytes = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      count += 1;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files in ${root}`);

// The ceiling for the public page: Node's own http server sending the same bytes (the page as our
// server sent it, precompressed the same way) with nothing else. Started by bench/servers.ts.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port, headersFile] = process.argv.slice(2);
/** Headers sent with every answer besides the body's own (a JSON object), to weigh their cost. */
const extra = headersFile ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
const variants = {
  br: readFileSync(`${file}.br`),
  gzip: readFileSync(`${file}.gz`),
  raw: readFileSync(file),
};

http
  .createServer((request, response) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'raw';
    const headers = {
      ...extra,
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
    };
    if (encoding !== 'raw') headers['content-encoding'] = encoding;
    response.writeHead(200, headers).end(variants[encoding]);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));

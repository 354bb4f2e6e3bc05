import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 with a random port, standing in for an outside service. */
export async function startFake(
  handler: (req: IncomingMessage, url: URL, res: ServerResponse) => void,
): Promise<FakeServer> {
  const server = createServer((req, res) =>
    handler(req, new URL(req.url ?? '/', 'http://127.0.0.1'), res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Where the browser tests' helper services take their POSTs. */
export interface TokenServiceAddress {
  tokenUrl: string;
}

/**
 * A fake with one POST endpoint at `pathname` that takes JSON: `answer` gets the parsed body and
 * sends the reply; a body that is not JSON is answered 400 with `notJson`, any other path 404.
 */
export async function startJsonEndpoint(
  pathname: string,
  notJson: string,
  answer: (body: unknown, res: ServerResponse) => void,
): Promise<FakeServer & TokenServiceAddress> {
  const fake = await startFake((req, url, res) => {
    if (req.method !== 'POST' || url.pathname !== pathname) return sendJson(res, 404, {});
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return sendJson(res, 400, { detail: notJson });
      }
      answer(body, res);
    });
  });
  return { ...fake, tokenUrl: `${fake.url}${pathname}` };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

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

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

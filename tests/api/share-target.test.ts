/**
 * Something shared to the installed app that no service worker caught (issue 48): the server
 * sends it to the wizard with a 303 without reading what was shared, whatever its size or type.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SHARE_ACTION, SHARED_FILE_LANDING } from '@/config/share-target';
import { appForFile } from './harness';

const t = appForFile();

describe('the share target without a worker', () => {
  it.each([
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF',
    ],
    ['application/x-www-form-urlencoded', 'text=hello&url=https%3A%2F%2Fexample.com'],
    ['text/plain', 'hello'],
    ['application/octet-stream', 'anything'],
  ])('answers a %s share with 303 to the wizard', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: SHARE_ACTION,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(SHARED_FILE_LANDING);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
  });

  it('answers before the body has come: a 50 MB share is never read', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const sent = { bytes: 0 };
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: SHARE_ACTION,
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
          req.destroy();
        },
      );
      req.on('error', (error) => (sent.bytes ? undefined : reject(error)));
      // One chunk of the 50 MB, then nothing: only an answer that does not wait for the rest comes.
      req.write(Buffer.alloc(64 * 1024), () => (sent.bytes += 64 * 1024));
    });
    expect(answer).toEqual({ status: 303, location: SHARED_FILE_LANDING });
    expect(sent.bytes).toBeLessThan(50 * 1024 * 1024);
  });
});

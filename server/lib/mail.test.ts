import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

let dataDir = '';
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The server's own logger at `level`, writing its JSON lines into `lines`. */
function loggerInto(lines: Array<{ level: number; msg: string; links?: string[] }>, level: string) {
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return app.log;
}

const LINK =
  'http://localhost:3000/reset-password/0b6a3d0e-8a4f-4c57-9f35-6d3a2a1b9c10/secret-token';

describe('the outbox mailer (no SMTP)', () => {
  it('logs where the mail went, never its links at info; writes it owner-only', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const lines: Array<{ level: number; msg: string; links?: string[] }> = [];
    const mailer = createMailer({
      from: 'CV Builder <noreply@localhost>',
      dataDir,
      log: loggerInto(lines, 'info'),
    });
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: `Open ${LINK} now.` });

    expect(lines.map((l) => l.msg)).toEqual(['mail written to the outbox']);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    const outbox = path.join(dataDir, 'mail');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const [file] = await readdir(outbox);
    expect((await stat(path.join(outbox, file!))).mode & 0o777).toBe(0o600);
  });

  it('shows the links at debug level, for a developer who asks', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const lines: Array<{ level: number; msg: string; links?: string[] }> = [];
    const mailer = createMailer({ from: 'x@localhost', dataDir, log: loggerInto(lines, 'debug') });
    await mailer.send({ to: 'a@example.com', subject: 'Reset', text: `Open ${LINK} now.` });
    expect(lines.find((l) => l.links)?.links).toEqual([LINK]);
  });
});

describe('a mail with an HTML part', () => {
  it('is written as multipart/alternative: the text part first, then the HTML', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const mailer = createMailer({ from: 'x@localhost', dataDir, log: loggerInto([], 'info') });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Reset',
      text: `Open ${LINK} now.`,
      html: `<p>Open <a href="${LINK}">the link</a> now.</p>`,
    });
    const outbox = path.join(dataDir, 'mail');
    const [file] = await readdir(outbox);
    const raw = await readFile(path.join(outbox, file!), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const plain = raw.search(/^Content-Type: text\/plain/m);
    const html = raw.search(/^Content-Type: text\/html/m);
    expect(plain).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(plain);
  });
});

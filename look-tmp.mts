import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FACEBOOK_TEST_APP_ID, FACEBOOK_TEST_APP_SECRET, startFakeFacebook } from '/work/main/tests/fakes/facebook';

const fb = await startFakeFacebook();
const port = 3450;
const dataDir = `/tmp/look/data-${Date.now()}`;
const server = spawn(process.execPath, ['dist-server/index.js'], {
  cwd: '/work/main',
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    FACEBOOK_APP_ID: FACEBOOK_TEST_APP_ID, FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP_SECRET, FACEBOOK_GRAPH_URL: fb.url },
  stdio: 'inherit',
});
const base = `http://localhost:${port}`;
for (let i = 0; i < 300; i++) { try { if ((await fetch(`${base}/api/health/`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const post = async (url: string, body: object, token?: string, method = 'POST') => {
  const r = await fetch(`${base}/api${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(`${url} ${r.status} ${JSON.stringify(j)}`);
  return j.data;
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const lng of ['en', 'fi']) {
  const email = `owner-${lng}@example.com`;
  fb.addToken(`tok-${lng}`, { user_id: `fb-${lng}`, email });
  const s = await post('/users/fb_login/', { fb_access_token: `tok-${lng}` });
  await post('/users/set-username/', { username: `taken${lng}` }, s.tokens.access, 'PATCH');
  await post('/cv/create_cv/', { title: lng === 'en' ? 'Marketing manager' : 'Markkinointipäällikkö', first_name: 'Sam', last_name: 'Stranger', language: lng }, s.tokens.access);
  await post('/users/register/', { email, password: 'Harbour-Lights-58' });
  await new Promise(r => setTimeout(r, 500));
  const files = (await readdir(path.join(dataDir, 'mail'))).sort().reverse();
  let link = '';
  for (const f of files) { const t = (await readFile(path.join(dataDir, 'mail', f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '='); if (t.includes(`To: ${email}`)) { const m = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(t); if (m) { link = `${m[1]}|${m[2]}`; break; } } }
  const [uuid, token] = link.split('|');
  const r = await fetch(`${base}/api/users/verify-email/?uuid=${uuid}&token=${token}`);
  const auth = (await r.json()).data.tokens;
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await ctx.addInitScript((a) => { localStorage.setItem('auth', JSON.stringify({ accessToken: a.access, refreshToken: a.refresh })); localStorage.setItem('username', a.username); }, { ...auth, username: `taken${lng}` });
  const page = await ctx.newPage();
  await page.goto(`${base}/account?lng=${lng}`);
  await page.getByRole('region', { name: lng === 'en' ? 'Made before you proved your address' : 'Tehty ennen kuin vahvistit osoitteesi' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/look/review-${lng}.png` });
  await ctx.close();
}
await browser.close();
server.kill();
await fb.close();

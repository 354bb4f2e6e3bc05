import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { createAccount, signInNewAccount, signInWithStorage } from './fixtures/accounts';
import { screenshot } from './support';
import { logOut } from './support-auth';
import { continueTo } from './support-wizard';

// The wizard saves its draft a moment after a change, and at once when the page goes: nothing a
// user typed is lost to a reload or a closed tab, and the photo is not rewritten with each letter.

/** A record of the app's IndexedDB (read the way the app's Dexie stores it), or null. */
function storedRecord(page: Page, table: 'drafts' | 'draftPhotos') {
  return page.evaluate(
    (name) =>
      new Promise<{ key: string; updatedAt: number; value?: unknown; photo?: unknown } | null>(
        (resolve, reject) => {
          const open = indexedDB.open('cv-builder');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(name)) return resolve(null);
            const all = db.transaction(name).objectStore(name).getAll();
            all.onerror = () => reject(all.error);
            all.onsuccess = () => {
              db.close();
              const records = all.result as Array<{ key: string; updatedAt: number }>;
              resolve(records.find((r) => r.key.startsWith('cv-wizard-storage:')) ?? null);
            };
          };
        },
      ),
    table,
  );
}

test('typing fast and reloading at once keeps every letter', async ({ page, baseURL }) => {
  await signInNewAccount(page, baseURL!, 'fast');
  await page.goto('/cv-wizard');
  const name = page.getByLabel('CV name');
  await expect(name).toBeVisible();
  await name.pressSequentially('Frontend developer', { delay: 5 });
  // The reload comes as soon as the batch is on the device (a moment after the last key). A reload
  // in the very same instant is saved by the page-hide flush, which a busy machine cannot promise.
  await expect
    .poll(async () => (await storedRecord(page, 'drafts'))?.value)
    .toMatchObject({ title: 'Frontend developer' });
  await page.reload();
  await expect(page.getByLabel('CV name')).toHaveValue('Frontend developer');

  await page.getByLabel('CV name').pressSequentially(' at Nordic Apps');
  await expect
    .poll(async () => (await storedRecord(page, 'drafts'))?.value)
    .toMatchObject({ title: 'Frontend developer at Nordic Apps' });
  await page.reload();
  await expect(page.getByLabel('CV name')).toHaveValue('Frontend developer at Nordic Apps');
});

/** The keys of the draft mirrors in localStorage (one per account, until IndexedDB has the text). */
const draftMirrors = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cv-wizard-storage')));

/**
 * From now on this page's IndexedDB refuses every draft write, as when the page goes before a write
 * lands (the page-hide flush is best effort): only what was kept synchronously survives.
 */
const refuseDraftWrites = (page: Page) =>
  page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args) {
      if (this.name === 'drafts') throw new DOMException('Not now', 'UnknownError');
      return put.apply(this, args);
    };
  });

test('typing and reloading at once keeps the text even when its IndexedDB write never lands; a logout removes that copy', async ({
  page,
  baseURL,
}, testInfo) => {
  const account = await signInNewAccount(page, baseURL!, 'mirror');
  await page.goto('/cv-wizard');
  const name = page.getByLabel('CV name');
  await expect(name).toBeVisible();
  await refuseDraftWrites(page);
  await name.pressSequentially('Ferry captain', { delay: 5 });
  await page.reload();
  await expect(page.getByLabel('CV name')).toHaveValue('Ferry captain');
  await screenshot(page, testInfo, 'draft-from-mirror');
  // Read back, the text goes to IndexedDB, and the mirror is dropped once it is there.
  await expect
    .poll(async () => (await storedRecord(page, 'drafts'))?.value)
    .toMatchObject({ title: 'Ferry captain' });
  await expect.poll(() => draftMirrors(page)).toEqual([]);

  // Typed again with writes refused, the text is only in the mirror, which is the account's own
  // and goes with its logout.
  await refuseDraftWrites(page);
  await page.getByLabel('CV name').pressSequentially(' of the night boat', { delay: 5 });
  expect(await draftMirrors(page)).toEqual([
    `cv-wizard-storage:${String(decodeJwt(account.access).sub)}`,
  ]);
  await logOut(page, testInfo);
  expect(await draftMirrors(page)).toEqual([]);
});

test('closing the tab right after typing keeps the draft', async ({ context, page, baseURL }) => {
  await signInNewAccount(page, baseURL!, 'close');
  await page.goto('/cv-wizard');
  await page.getByLabel('CV name').pressSequentially('Harbour pilot', { delay: 5 });
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto('/cv-wizard');
  await expect(again.getByLabel('CV name')).toHaveValue('Harbour pilot');
});

test('the photo is stored once, apart from the text typed after it', async ({ page, baseURL }) => {
  await signInNewAccount(page, baseURL!, 'photo');
  await page.goto('/cv-wizard/upload-image');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#3d5a80"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: 'Use photo' }).click();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect.poll(async () => (await storedRecord(page, 'draftPhotos'))?.photo).toBeTruthy();
  const photo = (await storedRecord(page, 'draftPhotos'))!;

  await continueTo(page, 'bio');
  await page.getByLabel('About me').pressSequentially('Pilot of small harbours', { delay: 5 });
  await expect
    .poll(async () => (await storedRecord(page, 'drafts'))?.value)
    .toMatchObject({ bio_description: 'Pilot of small harbours' });
  // The draft's text holds no photo, and the photo's record was not written again.
  expect(await storedRecord(page, 'drafts')).not.toHaveProperty('photo');
  expect((await storedRecord(page, 'draftPhotos'))?.updatedAt).toBe(photo.updatedAt);

  await page.goto('/cv-wizard/upload-image');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
});

test('a draft saved by the previous version, photo inside, opens whole and its photo moves out', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(baseURL!, 'older');
  // A visitor's page never opens the database: the older version's draft is put there first.
  await page.goto('/privacy-policy');
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        // Dexie's version 2 of the schema (IndexedDB counts it as 20).
        const open = indexedDB.open('cv-builder', 20);
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore('drafts', { keyPath: 'key' });
          const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
          outbox.createIndex('userId', 'userId');
          outbox.createIndex('createdAt', 'createdAt');
          db.createObjectStore('session', { keyPath: 'key' });
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const canvas = new OffscreenCanvas(64, 64);
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#3d5a80';
          context.fillRect(0, 0, 64, 64);
          void canvas.convertToBlob({ type: 'image/jpeg' }).then((photo) => {
            const write = db.transaction('drafts', 'readwrite');
            write.objectStore('drafts').put({
              key,
              value: { draftId: 'older-draft', title: 'Saved by the older version', step: '' },
              photo,
              updatedAt: Date.now(),
            });
            write.oncomplete = () => {
              db.close();
              resolve();
            };
            write.onerror = () => reject(write.error);
          });
        };
      }),
    `cv-wizard-storage:${String(decodeJwt(account.access).sub)}`,
  );

  await signInWithStorage(page, account);
  await page.goto('/cv-wizard');
  await expect(page.getByLabel('CV name')).toHaveValue('Saved by the older version');
  await page.goto('/cv-wizard/upload-image');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  expect(await storedRecord(page, 'drafts')).not.toHaveProperty('photo');
  expect((await storedRecord(page, 'draftPhotos'))?.photo).toBeTruthy();
});

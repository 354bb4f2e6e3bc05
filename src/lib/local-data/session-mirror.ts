/** The access token copied into IndexedDB for the service worker, which cannot read localStorage. */
import { localDatabase as db } from './database';

export async function mirrorAccessToken(accessToken: string | null): Promise<void> {
  await db.session.put({ key: 'session', accessToken });
}

export async function mirroredAccessToken(): Promise<string | null> {
  return (await db.session.get('session'))?.accessToken ?? null;
}

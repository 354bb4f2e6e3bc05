/** A test app with Google and Facebook sign-in set up against their fakes on 127.0.0.1. */
import {
  FACEBOOK_TEST_APP_ID,
  FACEBOOK_TEST_APP_SECRET,
  startFakeFacebook,
} from '../fakes/facebook';
import { GOOGLE_TEST_CLIENT_ID, startFakeGoogle } from '../fakes/google';
import { afterAll, beforeAll } from 'vitest';
import { running, startTestApp } from './harness';

export async function startSocialTestApp() {
  const google = await startFakeGoogle();
  const facebook = await startFakeFacebook();
  const t = await startTestApp({
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    FACEBOOK_APP_ID: FACEBOOK_TEST_APP_ID,
    FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP_SECRET,
    FACEBOOK_GRAPH_URL: facebook.url,
  });
  return {
    t,
    google,
    facebook,
    async close() {
      await t.close();
      await google.close();
      await facebook.close();
    },
  };
}

/**
 * The test file's app with its fakes of Google and Facebook: started before its tests, closed after
 * them. As `appForFile`, each stands for the running one (read it inside tests and hooks).
 */
export function socialAppForFile() {
  let started: Awaited<ReturnType<typeof startSocialTestApp>> | undefined;
  beforeAll(async () => {
    started = await startSocialTestApp();
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    t: running(() => started?.t),
    google: running(() => started?.google),
    facebook: running(() => started?.facebook),
  };
}

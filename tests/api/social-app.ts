/** A test app with Google and Facebook sign-in set up against their fakes on 127.0.0.1. */
import {
  FACEBOOK_TEST_APP_ID,
  FACEBOOK_TEST_APP_SECRET,
  startFakeFacebook,
} from '../fakes/facebook';
import { GOOGLE_TEST_CLIENT_ID, startFakeGoogle } from '../fakes/google';
import { startTestApp } from './harness';

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

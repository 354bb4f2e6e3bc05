/** A seeded bench user's sign-in over HTTP: once for a token, or as the request of a load run. */
import { BENCH_PASSWORD, type BenchUser } from './seed';

/** The login request of `user` to the server at `serverUrl`, as `load` and `fetch` take it. */
export function signInRequest(serverUrl: string, user: BenchUser) {
  return {
    url: `${serverUrl}/api/users/login/`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
  };
}

/** Signs `user` in and returns the access token. */
export async function signIn(serverUrl: string, user: BenchUser): Promise<string> {
  const { url, ...init } = signInRequest(serverUrl, user);
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { tokens: { access: string } } }).data.tokens.access;
}

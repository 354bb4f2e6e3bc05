import { SocialUnavailableError, type Provider } from './errors';

/** Adds a third-party script tag once and resolves when it has run; a failed load can be retried. */
const loads = new Map<string, Promise<void>>();

const LOAD_TIMEOUT_MS = 15_000;

export function loadScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}

/** Loads a provider's SDK and returns what it put on `window`; unavailable when either fails. */
export async function loadSdk<Sdk>(
  src: string,
  provider: Provider,
  found: () => Sdk | undefined,
): Promise<Sdk> {
  try {
    await loadScript(src);
  } catch {
    throw new SocialUnavailableError(provider);
  }
  const sdk = found();
  if (!sdk) throw new SocialUnavailableError(provider);
  return sdk;
}

/** The Stripe SDK, pointed at STRIPE_API_BASE when it is set (tests use a fake on 127.0.0.1). */
import Stripe from 'stripe';

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const config: Stripe.StripeConfig = { timeout: 20_000, maxNetworkRetries: 1, telemetry: false };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.protocol = protocol;
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(secretKey, config);
}

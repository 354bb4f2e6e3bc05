/**
 * Response headers on every answer: a strict Content-Security-Policy (no inline script, save the
 * owner screens' first script, which their pages allow by its hash (visitor-pages); the other
 * inline <script> elements we render are data, JSON-LD and the page's set-up, never executed),
 * nosniff, a referrer policy, a permissions policy, no framing, and HSTS over https.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Settings } from '../settings';

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Headers that govern a document (or a worker), never a script or a style sheet a page loads: a phone
 * fetching a screen's scripts paid about 750 bytes of them on each, a fifth of the screen's
 * JavaScript transfer (issue 47). nosniff and the resource policy stay, as they do guard a script.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * A page's hashed script or style sheet (the build's assets). A worker's script keeps every header:
 * its Content-Security-Policy is the worker's own.
 */
function isPageScriptOrStyle(url: string, contentType: unknown): boolean {
  if (!url.startsWith('/assets/') || /worker/i.test(url)) return false;
  return /^(application|text)\/javascript|^text\/css/.test(String(contentType ?? ''));
}

/** On every answer that passes Fastify's hooks. */
export const securityHeaders = fp<{ settings: Settings }>(
  async (app, { settings }) => {
    await app.register(fastifyHelmet, { global: true, ...helmetOptions(settings) });
    app.addHook('onSend', async (request, reply) => {
      if (isPageScriptOrStyle(request.url, reply.getHeader('content-type')))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      else reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);

/** The same headers on an answer Fastify makes before any hook runs (its `frameworkErrors`). */
export function frameworkSecurityHeaders(settings: Settings) {
  const setHeaders = helmet(helmetOptions(settings));
  return (request: FastifyRequest, reply: FastifyReply) => {
    // Helmet's own middleware: it only sets headers, synchronously, and never fails.
    setHeaders(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  };
}

function helmetOptions(settings: Settings) {
  const https = settings.APP_ORIGIN.startsWith('https://');
  const google = settings.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  const facebook = settings.FACEBOOK_APP_ID
    ? ['https://connect.facebook.net', 'https://www.facebook.com']
    : [];
  const consent = settings.COOKIE_CONSENT_ID
    ? ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com']
    : [];
  const stripe = settings.STRIPE_SECRET_KEY ? ['https://checkout.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...facebook, ...consent],
        // Emotion (MUI) and the templates insert <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...google, ...facebook, ...consent],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...facebook, ...consent],
        frameSrc: [...google, ...facebook, ...consent, ...stripe].length
          ? [...google, ...facebook, ...consent, ...stripe]
          : ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...stripe],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google and Facebook sign-in open pop-ups that must talk back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'deny' },
  } satisfies FastifyHelmetOptions;
}

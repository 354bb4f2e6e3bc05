/**
 * Whether a Host (or X-Forwarded-Host) value is a host at all: RFC 3986's host (a name, an IPv4
 * address or a bracketed IPv6 literal) with an optional port. RFC 9112 says a server answers 400 to
 * anything else; `Host: a b` reached `new URL()` and answered 500.
 */
const NAME = String.raw`(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+`;
const IP_LITERAL = String.raw`\[[0-9A-Fa-f:.]+\]`;
const HOST = new RegExp(`^(?:${NAME}|${IP_LITERAL})(?::[0-9]{0,5})?$`);

/** No value is fine (HTTP/1.0 may send none; an empty one is allowed), a wrong one is not. */
export function isValidHost(value: string | string[] | undefined): boolean {
  if (value === undefined || value === '') return true;
  return typeof value === 'string' && value.length <= 300 && HOST.test(value);
}

/**
 * TRUST_PROXY: the balancers whose `X-Forwarded-For` the server believes, as addresses or CIDR
 * ranges (`127.0.0.1`, `10.0.0.0/8,fd00::/8`). A request's address is then the right-most entry that
 * none of them added; anyone else's header is ignored, so a client cannot pick its own address.
 *
 * `true` (trust any peer) and hop counts are refused: both let a client that reaches the server
 * directly write the address it is counted by, and Fastify 5.12 quietly trusts nothing for a count.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const NONE = ['', 'false', 'no', '0'];

export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const text = (value ?? '').trim().toLowerCase();
    if (NONE.includes(text)) return [];
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const instead = "name the balancer's addresses instead (e.g. 127.0.0.1 or 10.0.0.0/8)";
    if (['true', 'yes'].includes(text))
      return refuse(`"${text}" would believe any client's X-Forwarded-For: ${instead}`);
    if (/^\d+$/.test(text))
      return refuse(
        `a hop count cannot tell the balancer from a client that connects directly: ${instead}`,
      );
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      const problem = cidrProblem(entry);
      if (problem) return refuse(`"${entry}" ${problem}`);
    }
    return entries;
  });

function cidrProblem(entry: string): string | null {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return 'is not an address or a CIDR range';
  if (bits === undefined) return null;
  const prefix = /^\d+$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return 'has no valid prefix length';
  if (prefix === 0) return 'is every address';
  return null;
}

import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './trusted-proxies';

const parse = (value: string | undefined) => trustProxySetting.safeParse(value);

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, empty or false', () => {
    for (const value of [undefined, '', 'false', 'no', '0'])
      expect(parse(value)).toMatchObject({ success: true, data: [] });
  });

  it('takes addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(parse('127.0.0.1')).toMatchObject({ data: ['127.0.0.1'] });
    expect(parse(' 10.0.0.0/8, fd00::/8 ,::1')).toMatchObject({
      data: ['10.0.0.0/8', 'fd00::/8', '::1'],
    });
  });

  it('refuses true, a hop count, a range of every address and what is no address', () => {
    const message = (value: string) => {
      const result = parse(value);
      expect(result.success).toBe(false);
      return result.error?.issues[0]?.message ?? '';
    };
    expect(message('true')).toContain("any client's X-Forwarded-For");
    expect(message('2')).toContain('hop count');
    expect(message('0.0.0.0/0')).toContain('every address');
    expect(message('10.0.0.0/33')).toContain('prefix');
    expect(message('10.0.0.0/')).toContain('prefix');
    expect(message('balancer.local')).toContain('not an address');
    expect(message('127.0.0.1,')).toContain('not an address');
  });
});

import { describe, expect, it } from 'vitest';
import { databaseFailure, markConnectError, withDeadline } from './availability';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFailure', () => {
  it('reads SQLSTATE classes 08, 53 and 57 as unavailable and 53100 as a full disk', () => {
    for (const code of ['08000', '08006', '08P01', '53000', '53200', '53300', '57014', '57P01'])
      expect(databaseFailure(pgError(code))).toBe('unavailable');
    expect(databaseFailure(pgError('53100'))).toBe('disk_full');
  });

  it('reads 55000 as unavailable only when it came while connecting', () => {
    expect(databaseFailure(pgError('55000'))).toBeNull();
    expect(databaseFailure(markConnectError(pgError('55000')))).toBe('unavailable');
  });

  it('follows the cause Drizzle wraps the driver error in, and leaves bugs alone', () => {
    const wrapped = new Error('Failed query', { cause: pgError('57P03') });
    expect(databaseFailure(wrapped)).toBe('unavailable');
    for (const code of ['23505', '22P02', '42P01', '25P02'])
      expect(databaseFailure(pgError(code))).toBeNull();
    expect(databaseFailure(new Error('Query read timeout'))).toBe('unavailable');
    expect(databaseFailure(pgError('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFailure(new TypeError('undefined is not a function'))).toBeNull();
  });
});

describe('withDeadline', () => {
  it('rejects as unavailable when the work takes too long', async () => {
    const never = new Promise<void>(() => undefined);
    const error = await withDeadline(never, 10).catch((e: unknown) => e);
    expect(databaseFailure(error)).toBe('unavailable');
    await expect(withDeadline(Promise.resolve(1), 1000)).resolves.toBe(1);
  });
});

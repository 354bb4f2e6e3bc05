/**
 * For memo(): props the same in value, nested objects and arrays too. A screen builds its data
 * anew as each piece arrives (the server's answer, then the device's copy of the same CV), and a
 * part drawn from equal data need not be drawn again. Functions and other non-plain values are
 * compared by identity: hand in stable ones.
 */
import { replaceEqualDeep } from '@tanstack/react-query';

export const sameProps = <P extends object>(before: P, after: P): boolean =>
  // It hands back `before` itself when `after` equals it throughout.
  replaceEqualDeep(before, after) === before;

import { describe, expect, it } from 'vitest';
import { isReservedUsername, isValidUsernameFormat, stripHostPrefix } from './username';

describe('username rule', () => {
  it('accepts 3 to 20 allowed characters, Nordic letters included', () => {
    expect(isValidUsernameFormat('abc')).toBe(true);
    expect(isValidUsernameFormat('Jääskeläinen_ö-ß')).toBe(true);
    expect(isValidUsernameFormat('a'.repeat(20))).toBe(true);
  });

  it('refuses too short, too long and other characters', () => {
    expect(isValidUsernameFormat('ab')).toBe(false);
    expect(isValidUsernameFormat('a'.repeat(21))).toBe(false);
    expect(isValidUsernameFormat('john.doe')).toBe(false);
    expect(isValidUsernameFormat('john doe')).toBe(false);
    expect(isValidUsernameFormat('<script>')).toBe(false);
  });

  it('knows route names whatever their case', () => {
    expect(isReservedUsername('Dashboard')).toBe(true);
    expect(isReservedUsername('cv-wizard')).toBe(true);
    expect(isReservedUsername('maria')).toBe(false);
  });

  it('strips a typed host prefix', () => {
    expect(stripHostPrefix('localhost:3000/maria', 'localhost:3000')).toBe('maria');
    expect(stripHostPrefix('https://LOCALHOST:3000/maria ', 'localhost:3000')).toBe('maria');
    expect(stripHostPrefix('  maria ', 'localhost:3000')).toBe('maria');
  });
});

import { describe, expect, it } from 'vitest';
import { ULID_FIELD } from './api/fields';
import { ULID_ALPHABET, ULID_MAX_TIME, isUlid, ulid, ulidTime, type RandomSource } from './ulid';

const zeros: RandomSource = (bytes) => bytes.fill(0);
const ones: RandomSource = (bytes) => bytes.fill(255);

describe('ulid', () => {
  it('is 26 characters of Crockford base32 that the contract accepts', () => {
    for (let i = 0; i < 200; i++) {
      const id = ulid();
      expect(id).toHaveLength(26);
      for (const ch of id) expect(ULID_ALPHABET).toContain(ch);
      expect(id).not.toMatch(/[ILOU]/);
      expect(ULID_FIELD.safeParse(id).success).toBe(true);
      expect(isUlid(id)).toBe(true);
    }
  });

  it('encodes the time in its first 10 characters (spec vector: 1469918176385 is 01ARYZ6S41)', () => {
    expect(ulid(1469918176385, zeros)).toBe('01ARYZ6S410000000000000000');
    expect(ulidTime(ulid(1469918176385))).toBe(1469918176385);
    expect(ulid(0, zeros)).toBe('0'.repeat(26));
    expect(ulid(ULID_MAX_TIME, ones)).toBe('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
  });

  it('takes its 16 random characters from crypto.getRandomValues', () => {
    const ids = new Set(Array.from({ length: 500 }, () => ulid(1_700_000_000_000)));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id.slice(0, 10)).toBe(ulid(1_700_000_000_000, zeros).slice(0, 10));
  });

  it('sorts later times after earlier ones', () => {
    const times = [0, 1, 31, 32, 1_000, 1_700_000_000_000, 1_700_000_000_001, ULID_MAX_TIME];
    const ids = times.map((t) => ulid(t, ones));
    expect([...ids].sort()).toEqual(ids);
    expect(ulid(1_700_000_000_001, zeros) > ulid(1_700_000_000_000, ones)).toBe(true);
  });

  it('refuses times it cannot hold; ulidTime refuses what is not a ULID', () => {
    expect(() => ulid(-1)).toThrow(RangeError);
    expect(() => ulid(ULID_MAX_TIME + 1)).toThrow(RangeError);
    expect(() => ulid(1.5)).toThrow(RangeError);
    expect(ulidTime('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe(1469922850259);
    expect(ulidTime('01ARZ3NDEKTSV4RRFFQ69G5FAI')).toBeNull();
    expect(ulidTime('01ARZ3NDEK')).toBeNull();
    expect(ulidTime('81ARZ3NDEKTSV4RRFFQ69G5FAV')).toBeNull();
  });
});

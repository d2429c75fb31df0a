/**
 * ULID (https://github.com/ulid/spec): 26 characters of Crockford's base32, 10 for the time in milliseconds and 16
 * for 80 random bits from `crypto.getRandomValues`. Identifiers made later sort after earlier ones. New
 * termination requests get one (spec part 1 section 3 "Termination request": ulid, generated for new).
 */

/** Crockford's base32 alphabet: digits and capitals without I, L, O, U. */
export const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ULID_LENGTH = 26;
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
/** The largest time a ULID holds: 2^48 - 1 ms. */
export const ULID_MAX_TIME = 2 ** 48 - 1;

export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Fills the bytes with random values and returns them. */
export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomSource = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
};

function encodeTime(now: number): string {
  if (!Number.isInteger(now) || now < 0 || now > ULID_MAX_TIME) throw new RangeError(`ulid: bad time ${now}`);
  let out = '';
  let rest = now;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ULID_ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

function encodeRandom(random: RandomSource): string {
  // 16 characters of 5 bits each: one random byte per character, its low 5 bits (uniform: 256 = 8 * 32).
  const bytes = random(new Uint8Array(RANDOM_LENGTH));
  let out = '';
  for (const byte of bytes) out += ULID_ALPHABET[byte & 31];
  return out;
}

/** A new ULID for the time `now` (default the current time). */
export function ulid(now: number = Date.now(), random: RandomSource = cryptoRandom): string {
  return encodeTime(now) + encodeRandom(random);
}

/** The time (ms since the epoch) a ULID was made at, or null when the text is not a ULID. */
export function ulidTime(id: string): number | null {
  if (!isUlid(id)) return null;
  let time = 0;
  for (const ch of id.slice(0, TIME_LENGTH)) time = time * 32 + ULID_ALPHABET.indexOf(ch);
  return time;
}

export function isUlid(value: string): boolean {
  return ULID_PATTERN.test(value);
}

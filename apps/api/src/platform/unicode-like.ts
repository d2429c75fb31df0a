import type Database from 'better-sqlite3';

/**
 * SQLite's LIKE folds the case of ASCII letters only, so 'иванов' would not find 'Иванов' in the screens' searches
 * (names, titles, documents: Cyrillic). This replaces the LIKE operator of a connection with one that folds case
 * as JavaScript does for every letter, with SQLite's meaning of `%`, `_` and ESCAPE kept. `X LIKE Y ESCAPE Z` is
 * SQLite's `like(Y, X, Z)`; a NULL on either side is NULL, as before.
 */

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;
const CACHE_SIZE = 256;

/** The regular expression of a LIKE pattern: `%` any run, `_` one character, `escape` making the next literal. */
export function likePattern(pattern: string, escape: string | null = null): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (escape !== null && ch === escape && i + 1 < pattern.length) {
      source += pattern[++i]!.replace(REGEX_SPECIAL, '\\$&');
    } else if (ch === '%') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(REGEX_SPECIAL, '\\$&');
  }
  return new RegExp(`^${source}$`, 'isu');
}

export function registerUnicodeLike(db: Database.Database): void {
  const compiled = new Map<string, RegExp>();
  const regexOf = (pattern: string, escape: string | null) => {
    const key = `${escape ?? ''}\u0000${pattern}`;
    let re = compiled.get(key);
    if (!re) {
      if (compiled.size >= CACHE_SIZE) compiled.clear();
      re = likePattern(pattern, escape);
      compiled.set(key, re);
    }
    return re;
  };
  db.function('like', { deterministic: true, varargs: true }, (...args: unknown[]) => {
    const [pattern, value, escape] = args;
    if (pattern === null || value === null || pattern === undefined || value === undefined) return null;
    const esc = escape === undefined || escape === null ? null : String(escape);
    return regexOf(String(pattern), esc).test(String(value)) ? 1 : 0;
  });
}

/**
 * A translation of a source catalogue: the same keys at every depth, each string any string. `Catalogue<typeof
 * ru>` is the type a second language's catalogue is written against: a key it lacks, or one the source does not
 * have, is a type error.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Catalogue<U>[]
    : { readonly [K in keyof T]: Catalogue<T[K]> };

/** The dotted paths of a catalogue's strings ('code.confirm', 'documentOtp.documentTypes.termination'). */
export function catalogueKeys(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue === 'string') return [prefix];
  if (catalogue === null || typeof catalogue !== 'object') return [];
  return Object.entries(catalogue).flatMap(([key, value]) =>
    catalogueKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The string at a dotted path of a catalogue, if it is one. */
export function catalogueText(catalogue: unknown, path: string): string | undefined {
  let at: unknown = catalogue;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' ? at : undefined;
}

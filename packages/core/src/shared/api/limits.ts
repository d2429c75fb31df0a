import * as z from 'zod/mini';

/**
 * Longest texts the contract accepts, so no request can carry a megabyte into a name (the sandbox renders names
 * into PDFs); the form inputs take the same limits as their maxLength, so a user never types past them.
 */
export const TEXT_MAX = {
  /** A surname, a name or a patronymic. */
  personName: 100,
  /** A bank's or an organisation's name, a product's title. */
  title: 300,
  /** Contract and policy numbers, plates, references, invoices. */
  number: 64,
  /** A phone in any notation. */
  phone: 32,
  /** IBAN with spaces, BIK, KBE, IIN/BIN with a mask, codes. */
  code: 48,
  /** Dates and times as text. */
  date: 32,
  /** Free text of a provider's message or reason. */
  message: 1000,
} as const;

/** A string field of at most `max` characters. */
export const textField = (max: number) => z.string().check(z.maxLength(max));

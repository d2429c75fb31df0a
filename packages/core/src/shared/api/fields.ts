/**
 * Field and answer schemas that several features' contracts share (spec part 1 section 7: the common answers;
 * part 2 for the documents). A feature contract imports them from here, never from another feature.
 */
import * as z from 'zod/mini';
import { ru } from '../i18n/ru';

export const IIN_FIELD = z.string().check(z.regex(/^\d{12}$/, ru.validation.iinLength));
export const CODE_FIELD = z.string().check(z.regex(/^\d{4}$/, 'Код должен содержать 4 цифры'));

/** The answer of a request that sent a code by SMS. */
export const CodeSentSchema = z.object({
  result: z.literal(true),
  /** The phone the code went to, masked by the server: '+7(701) ***-**67'. */
  sendPhone: z.string(),
  message: z.optional(z.string()),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** A successful `{result: true, message?}` answer. */
export const ResultTrueSchema = z.object({ result: z.literal(true), message: z.optional(z.string()) });
export type ResultTrue = z.infer<typeof ResultTrueSchema>;

/** A base64 PDF (no data: prefix). */
export const Base64PdfSchema = z.string().check(z.regex(/^JVBER[A-Za-z0-9+/]*={0,2}$/, 'not a base64 PDF'));

/** A document of an item, fetched when the item is opened: `{result: true, document}` (base64 PDF). */
export const DocumentAnswerSchema = z.object({ result: z.literal(true), document: Base64PdfSchema });

/** A ULID (Crockford base32, 26 characters): the id of a public code link. */
export const ULID_FIELD = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Неверный идентификатор'));

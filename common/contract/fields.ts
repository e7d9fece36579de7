/**
 * zod pieces of the route declarations, built on the validators of common/validation (the SPA's
 * forms use the same ones): identifiers, mobiles, dates, trimmed text, path parameters, query
 * filters and the paging every list takes.
 */
import { z } from 'zod';
import { MOBILE_PATTERN, isValidCreditCode, isValidIdNumber } from '../validation/china-ids';
import { TEXTED_CODE_PATTERN, isIsoDate } from '../validation/limits';

/** Trimmed text of at most `max` characters; `required` also refuses blank. */
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Unified social credit code: upper-cased, 18 characters with a valid GB 32100 check character. */
export const creditCode = () => z.string().trim().toUpperCase().min(1).refine(isValidCreditCode, 'validation.creditCode');

/** Resident ID number: upper-cased (x → X), GB 11643 check digit and a real birth date. */
export const idNumber = () => z.string().trim().toUpperCase().min(1).refine(isValidIdNumber, 'validation.idNumber');

/** Mainland mobile, required. */
export const mobile = () => z.string().trim().min(1).regex(MOBILE_PATTERN, 'validation.mobile');

/** Mainland mobile or blank. */
export const optionalMobile = () =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^$|${MOBILE_PATTERN.source}`), 'validation.mobile');

/** A 6-digit code texted to a mobile. */
export const textedCode = () => z.string().trim().min(1).regex(TEXTED_CODE_PATTERN, 'validation.captcha');

/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = () => z.string().trim().min(1).refine(isIsoDate, 'validation.date');

/** The media type of the .xlsx files the API answers (exports, sheets to fill). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Email or blank. */
export const optionalEmail = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email');

/** A positive id in a path or a query (a string on the wire, a number to the SPA). */
export const wireId = () => z.coerce.number<number | string>().int().min(1);

/** `:id` path parameter. */
export const idParams = z.object({ id: wireId() });

/** A query id filter (`companyId=29`). */
export const queryId = () => wireId().optional();

/** Ids in a query as `1,2,3` (at most `max`). */
export const queryIds = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,12}(,\d{1,12})*)?$/, 'validation.ids')
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .pipe(z.array(z.number().int().min(1)).max(max));

/** A query boolean: true/false or 1/0 (a boolean the SPA passes is written `true`/`false`). */
export const queryBoolean = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional() as unknown as z.ZodOptional<z.ZodType<boolean, boolean | 'true' | 'false' | '1' | '0'>>;

/**
 * The common part of every list route's query: `current` (from 1), `pageSize` (1-100, default 10
 * as the SPA's request hook), and `sorter` (`field` ascending or `-field` descending, from the
 * route's whitelist).
 */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export function listQueryShape<F extends string>(sortFields: readonly [F, ...F[]]) {
  const sorterValues = [...sortFields, ...sortFields.map((f) => `-${f}`)] as [string, ...string[]];
  return {
    current: z.coerce.number<number | string>().int().min(1).default(1),
    pageSize: z.coerce.number<number | string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sorter: z
      .enum(sorterValues)
      .optional()
      .transform((value) => (value === undefined ? undefined : { field: value.replace(/^-/, '') as F, descending: value.startsWith('-') })),
  };
}

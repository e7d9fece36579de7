/**
 * zod pieces shared by the organisation routes, built on the validators of common/validation
 * (the SPA's forms use the same ones): identifiers, mobiles, dates, trimmed text, id params.
 */
import { z } from 'zod';
import { MOBILE_PATTERN, isValidCreditCode, isValidIdNumber } from '../../../common/validation/china-ids';
import { isIsoDate } from '../../../common/validation/limits';

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

/** A calendar date YYYY-MM-DD that exists. */
export const isoDate = () => z.string().trim().min(1).refine(isIsoDate, 'validation.date');

/** Email or blank. */
export const optionalEmail = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email');

/** `:id` path parameter. */
export const idParams = z.object({ id: z.coerce.number().int().min(1) });

/** A query id filter (`companyId=29`). */
export const queryId = () => z.coerce.number().int().min(1).optional();

/** Ids in a query as `1,2,3` (at most `max`). */
export const queryIds = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,12}(,\d{1,12})*)?$/, 'validation.ids')
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .pipe(z.array(z.number().int().min(1)).max(max));

/** A query boolean: true/false or 1/0. */
export const queryBoolean = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

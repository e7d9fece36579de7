/**
 * The common part of every list route's query: `current` (from 1), `pageSize` (1-100, default 10
 * as the SPA's request hook), and `sorter` (`field` ascending or `-field` descending, from the
 * route's whitelist).
 */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export function listQueryShape<F extends string>(sortFields: readonly [F, ...F[]]) {
  const sorterValues = [...sortFields, ...sortFields.map((f) => `-${f}`)] as [string, ...string[]];
  return {
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sorter: z
      .enum(sorterValues)
      .optional()
      .transform((value) => (value === undefined ? undefined : { field: value.replace(/^-/, '') as F, descending: value.startsWith('-') })),
  };
}

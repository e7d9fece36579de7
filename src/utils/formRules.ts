/**
 * Form rules built from the validators the server uses (common/validation), with messages in
 * the user's language, so a form refuses before sending what the server would refuse.
 */
import type { Rule } from 'antd/es/form';
import type { Translate } from '@/hooks/useT';
import { isValidCreditCode, isValidIdNumber, MOBILE_PATTERN } from '@common/validation/china-ids';

const check =
  (valid: (value: string) => boolean, message: string): Rule =>
  () => ({
    validator: (_, value?: string) =>
      !value || valid(String(value).trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

/** The rules, with messages from `t` (the useT hook's). */
export const rules = (t: Translate) => ({
  // Blank text counts as empty; numbers, dates and lists are checked as they are.
  required: (): Rule => ({
    required: true,
    validator: (_, value: unknown) =>
      value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length)
        ? Promise.reject(new Error(t('validation.required')))
        : Promise.resolve(),
  }),
  max: (max: number): Rule => ({ max, message: t('validation.maxLength', { max }) }),
  idNumber: (): Rule => check(isValidIdNumber, t('validation.idNumber')),
  creditCode: (): Rule => check(isValidCreditCode, t('validation.creditCode')),
  mobile: (): Rule => ({ pattern: MOBILE_PATTERN, message: t('validation.mobile') }),
});

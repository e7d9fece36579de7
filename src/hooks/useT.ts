import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** A message of the user's language by its id (src/locales), placeholders filled from `values`. */
export type Translate = (id: string, values?: MessageValues) => string;

/** The translate function of the current locale; a new one only when the locale changes. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

import { useIntl } from '@umijs/max';
import { useCallback } from 'react';
import { pendingLoad } from '@/locales/load';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** A message of the user's language by its id (src/locales), placeholders filled from `values`. */
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * The translate function of the current locale; a new one only when the locale changes. While an
 * area's messages are still loading (src/locales/load.ts), a screen asking for one of them waits
 * (suspends) instead of showing its id.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback(
    (id, values) => {
      const pending = id in intl.messages ? undefined : pendingLoad();
      if (pending) throw pending;
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}

/** Translation outside React components (the request layer's messages, browser notices). */
import { getIntl } from '@umijs/max';
import type { Translate } from '@/hooks/useT';

/** A message of the current locale; components use the `useT` hook instead. */
export const translate: Translate = (id, values) => getIntl().formatMessage({ id }, values);

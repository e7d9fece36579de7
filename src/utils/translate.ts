/** Translation outside React components (the request layer's messages, browser notices). */
import { getIntl } from '@umijs/max';
import type { Translate } from '@/hooks/useT';
import { shownLocale } from '@/locales/load';

/**
 * A message of the current locale; components use the `useT` hook instead. Asked by name: Umi's
 * default intl was made before the language's messages had loaded.
 */
export const translate: Translate = (id, values) => getIntl(shownLocale()).formatMessage({ id }, values);

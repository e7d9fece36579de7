import { addLocale } from '@umijs/max';

export type Catalogue = Record<string, string>;

/**
 * Adds the messages of an area (all five languages) when that area's code loads, so the entry
 * chunk, which the login page also loads, carries only the shell's strings.
 */
export function registerCatalogues(byLocale: Record<string, Catalogue>) {
  Object.entries(byLocale).forEach(([locale, messages]) => addLocale(locale, messages, undefined as never));
}

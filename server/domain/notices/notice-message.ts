/**
 * A notice's text kept as message keys and parameters, so each reader gets it in their own
 * language when it is read rather than in the writer's when it was made.
 */
import { translate, type Locale, type MessageKey } from '../../i18n';

/** A message of the catalogue; a parameter may itself be a message (a reason given by a rule). */
export interface NoticeMessage {
  key: MessageKey;
  params?: Record<string, string | number | NoticeMessage>;
}

export function renderMessage(locale: Locale, message: NoticeMessage): string {
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? renderMessage(locale, value) : value]),
  );
  return translate(locale, message.key, params);
}

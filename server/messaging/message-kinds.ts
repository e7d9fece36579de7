/**
 * What each kind of message carries: its template parameters, by name and in order (Tencent's
 * templates number them {1}, {2}…; Alibaba's name them ${company}…), which of them are secrets
 * (blanked in the outbox once the message has left), and its text in zh-CN (the outbox page,
 * the held messages of development, mail bodies). The templates to get approved are listed in
 * docs/deploy.md.
 */
import type { MessageKind } from '../../common/api/messages';
import { translate, type MessageKey } from '../i18n';

export type MessageParams = [name: string, value: string][];

export const PARAM_NAMES: Record<MessageKind, readonly string[]> = {
  signing_link: ['company', 'template', 'link', 'deadline'],
  signing_code: ['code', 'minutes', 'template'],
  reminder: ['company', 'template', 'deadline', 'link'],
  completed: ['company', 'template', 'link'],
  my_code: ['code', 'minutes'],
  login_code: ['code', 'minutes'],
};

/** Parameters that let their holder sign in or sign: never kept once sent, never logged. */
const SECRET_PARAMS = new Set(['code', 'link']);
export const BLANKED = '***';

/** Kinds that also go by mail to a worker with an address: codes never do (they prove the mobile). */
export const MAILED_KINDS: ReadonlySet<MessageKind> = new Set(['signing_link', 'reminder', 'completed']);

/** Kinds worth sending again after a failure: a code has expired by then. */
export const RESENDABLE_KINDS: ReadonlySet<MessageKind> = new Set(['signing_link', 'reminder', 'completed']);

/** The deadline parameter of a link without one (a template's parameter may not be empty). */
export const NO_DEADLINE = '-';

/** Orders `values` as the kind defines; refuses a missing or an unknown parameter. */
export function paramsOf(kind: MessageKind, values: Record<string, string | number>): MessageParams {
  const names = PARAM_NAMES[kind];
  const unknown = Object.keys(values).filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`${kind}: unknown parameters ${unknown.join(', ')}`);
  return names.map((name) => {
    if (values[name] === undefined) throw new Error(`${kind}: parameter ${name} missing`);
    return [name, String(values[name])];
  });
}

export function blankSecrets(params: MessageParams): MessageParams {
  return params.map(([name, value]) => [name, SECRET_PARAMS.has(name) ? BLANKED : value]);
}

const TEXT_KEYS: Record<MessageKind, MessageKey> = {
  signing_link: 'signing.smsLinkDeadline',
  signing_code: 'signing.smsCode',
  reminder: 'signing.smsReminder',
  completed: 'signing.smsCompleted',
  my_code: 'my.smsCode',
  login_code: 'captcha.sms',
};

/** The message as a text, in zh-CN (the language of the approved templates). */
export function messageText(kind: MessageKind, params: MessageParams): string {
  const values = Object.fromEntries(params);
  if (kind === 'signing_link' && values.deadline === NO_DEADLINE) return translate('zh-CN', 'signing.smsLink', values);
  return translate('zh-CN', TEXT_KEYS[kind], values);
}

/** A mail's subject: the text's first clause, without the sender's bracketed name. */
export function mailSubject(kind: MessageKind, params: MessageParams): string {
  const values = Object.fromEntries(params);
  return translate('zh-CN', 'mail.subject', {
    template: values.template ?? '',
    kind: translate('zh-CN', `mail.kind.${kind}` as MessageKey),
  });
}

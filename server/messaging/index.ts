/**
 * What carries messages in this process: the SMS provider (none: development, messages are held
 * in the outbox), the mailer (none: no mail), the identity verifier, and the template of each
 * message kind. Built once from the settings (settings.ts); tests build their own.
 */
import type { MessageKind, MessagingSettings } from '../../common/api/messages';
import type { IdentityVerifier } from './identity-verifier';
import { createSmtpMailer, type Mailer } from './mailer';
import { createIdentityVerifier, createSmsProvider } from './providers';
import type { MessagingConfig } from './settings';
import type { SmsProvider } from './sms-provider';

export interface Messaging {
  /** null: no provider configured; texts stay `held` in the outbox. */
  sms: SmsProvider | null;
  templates: Partial<Record<MessageKind, string>>;
  /** Shared secret the providers' delivery callbacks must carry. */
  callbackToken?: string;
  mailer: Mailer | null;
  identity: IdentityVerifier;
}

export function createMessaging(config: MessagingConfig, fetchImpl?: typeof fetch): Messaging {
  const sms = config.sms;
  return {
    sms: sms
      ? createSmsProvider(sms.provider, {
          keyId: sms.keyId,
          keySecret: sms.keySecret,
          appId: sms.appId,
          signName: sms.signName,
          endpoint: sms.endpoint,
          region: sms.region,
          callbackToken: sms.callbackToken,
          fetch: fetchImpl,
        })
      : null,
    templates: sms?.templates ?? {},
    callbackToken: sms?.callbackToken,
    mailer: config.mail ? createSmtpMailer(config.mail.url, config.mail.from) : null,
    identity:
      config.identity.provider === 'dev'
        ? createIdentityVerifier('dev')
        : createIdentityVerifier(config.identity.provider, { ...config.identity, fetch: fetchImpl }),
  };
}

/** Development: nothing leaves; identities are checked against the records only. */
export function devMessaging(): Messaging {
  return createMessaging({ identity: { provider: 'dev' } });
}

export function messagingSettings(messaging: Messaging): MessagingSettings {
  return { sms: messaging.sms?.name ?? 'dev', email: messaging.mailer !== null, identity: messaging.identity.name };
}

/** The lines the server prints at start about where messages go. */
export function messagingBanner(messaging: Messaging): string[] {
  const lines: string[] = [];
  if (!messaging.sms) {
    lines.push('[server] SMS_PROVIDER not set: texts are NOT sent; they are held in the outbox (administrators: /outbox)');
  } else {
    lines.push(`[server] texts are sent through ${messaging.sms.name}`);
    if (!messaging.callbackToken) lines.push('[server] SMS_CALLBACK_TOKEN not set: delivery receipts are refused, texts stay "sent"');
  }
  lines.push(messaging.mailer ? '[server] mail is sent through SMTP_URL' : '[server] SMTP_URL not set: no mail is sent');
  if (messaging.identity.name === 'dev') lines.push('[server] IDV_PROVIDER not set: identities are checked against the records only');
  return lines;
}

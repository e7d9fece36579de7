/**
 * The messaging settings, from the environment (docs/deploy.md, "Messages"): which SMS provider
 * (SMS_PROVIDER, SMS_KEY_ID, SMS_KEY_SECRET, SMS_APP_ID, SMS_SIGN_NAME, SMS_TEMPLATES,
 * SMS_ENDPOINT, SMS_REGION, SMS_CALLBACK_TOKEN), mail (SMTP_URL, MAIL_FROM) and identity
 * verification (IDV_PROVIDER, IDV_KEY_ID, IDV_KEY_SECRET, IDV_ENDPOINT, IDV_REGION). A provider
 * named but not fully set up is refused at start, naming the variable, never its value.
 */
import { MESSAGE_KINDS, type MessageKind } from '../../common/api/messages';

export class MessagingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessagingConfigError';
  }
}

export interface SmsConfig {
  provider: 'tencent' | 'aliyun';
  keyId: string;
  keySecret: string;
  appId?: string;
  signName: string;
  templates: Record<MessageKind, string>;
  endpoint?: string;
  region?: string;
  callbackToken?: string;
}

export interface MessagingConfig {
  /** Absent: the dev sender (messages are held in the outbox). */
  sms?: SmsConfig;
  mail?: { url: string; from: string };
  identity: { provider: 'dev' } | { provider: 'tencent' | 'aliyun'; keyId: string; keySecret: string; endpoint?: string; region?: string };
}

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = env[name];
  if (!value) throw new MessagingConfigError(`${name} is required ${why}`);
  return value;
}

function providerOf(env: NodeJS.ProcessEnv, name: string): 'dev' | 'tencent' | 'aliyun' {
  const value = (env[name] || 'dev').toLowerCase();
  if (value !== 'dev' && value !== 'tencent' && value !== 'aliyun') {
    throw new MessagingConfigError(`${name} must be tencent, aliyun or dev`);
  }
  return value;
}

function templatesOf(env: NodeJS.ProcessEnv): Record<MessageKind, string> {
  const text = required(env, 'SMS_TEMPLATES', 'with an SMS provider: a JSON object of message kind to template id');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MessagingConfigError('SMS_TEMPLATES is not JSON: give {"signing_link":"123456", …}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new MessagingConfigError('SMS_TEMPLATES must be a JSON object');
  const entries = parsed as Record<string, unknown>;
  const missing = MESSAGE_KINDS.filter((kind) => typeof entries[kind] !== 'string' || !(entries[kind] as string).trim());
  if (missing.length) throw new MessagingConfigError(`SMS_TEMPLATES has no template for ${missing.join(', ')}`);
  const unknown = Object.keys(entries).filter((kind) => !(MESSAGE_KINDS as readonly string[]).includes(kind));
  if (unknown.length) throw new MessagingConfigError(`SMS_TEMPLATES names unknown kinds: ${unknown.join(', ')}`);
  return Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, (entries[kind] as string).trim()])) as Record<MessageKind, string>;
}

function urlOf(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  try {
    new URL(value);
  } catch {
    throw new MessagingConfigError(`${name} is not a URL`);
  }
  return value;
}

export function readMessagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  const config: MessagingConfig = { identity: { provider: 'dev' } };
  const sms = providerOf(env, 'SMS_PROVIDER');
  if (sms !== 'dev') {
    const why = `with SMS_PROVIDER=${sms}`;
    config.sms = {
      provider: sms,
      keyId: required(env, 'SMS_KEY_ID', why),
      keySecret: required(env, 'SMS_KEY_SECRET', why),
      appId: sms === 'tencent' ? required(env, 'SMS_APP_ID', why) : undefined,
      signName: required(env, 'SMS_SIGN_NAME', why),
      templates: templatesOf(env),
      endpoint: urlOf(env, 'SMS_ENDPOINT'),
      region: env.SMS_REGION || undefined,
      callbackToken: env.SMS_CALLBACK_TOKEN || undefined,
    };
  }
  if (env.SMTP_URL) {
    const url = urlOf(env, 'SMTP_URL')!;
    if (!/^smtps?:$/.test(new URL(url).protocol)) throw new MessagingConfigError('SMTP_URL must start with smtp:// or smtps://');
    config.mail = { url, from: required(env, 'MAIL_FROM', 'with SMTP_URL') };
  }
  const identity = providerOf(env, 'IDV_PROVIDER');
  if (identity !== 'dev') {
    const why = `with IDV_PROVIDER=${identity}`;
    config.identity = {
      provider: identity,
      keyId: required(env, 'IDV_KEY_ID', why),
      keySecret: required(env, 'IDV_KEY_SECRET', why),
      endpoint: urlOf(env, 'IDV_ENDPOINT'),
      region: env.IDV_REGION || undefined,
    };
  }
  return config;
}

/**
 * The messaging settings as the production server reads them: a provider named but not fully
 * set up is refused at start, naming the variable and never its value; without one, the server
 * says plainly at start that no text leaves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGE_KINDS } from '../../common/api/messages';
import { MessagingConfigError, readMessagingConfig } from '../../server/messaging/settings';
import { spawnServer } from './support/process';

const TEMPLATES = JSON.stringify(Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, String(200 + i)])));
const TENCENT = {
  SMS_PROVIDER: 'tencent',
  SMS_KEY_ID: 'AKIDsettings',
  SMS_KEY_SECRET: 'secret-of-settings-test',
  SMS_APP_ID: '1400000009',
  SMS_SIGN_NAME: '电子签名云服务',
  SMS_TEMPLATES: TEMPLATES,
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readMessagingConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(MessagingConfigError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

it('takes a provider fully set up, and nothing is the development sender', () => {
  expect(readMessagingConfig({})).toEqual({ identity: { provider: 'dev' } });
  const config = readMessagingConfig({ ...TENCENT, SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'esign@example.com' });
  expect(config.sms).toMatchObject({ provider: 'tencent', appId: '1400000009', templates: { signing_link: '200', login_code: '205' } });
  expect(config.mail).toEqual({ url: 'smtp://mail.example.com:587', from: 'esign@example.com' });
});

it('refuses a provider with a kind missing, a setting missing or a setting it cannot read', () => {
  const { login_code: _left, ...five } = JSON.parse(TEMPLATES) as Record<string, string>;
  expect(refusal({ ...TENCENT, SMS_TEMPLATES: JSON.stringify(five) })).toBe('SMS_TEMPLATES has no template for login_code');
  expect(refusal({ ...TENCENT, SMS_TEMPLATES: JSON.stringify({ ...five, login_code: '1', sms_marketing: '2' }) })).toContain(
    'unknown kinds: sms_marketing',
  );
  expect(refusal({ ...TENCENT, SMS_TEMPLATES: '{not json' })).toContain('SMS_TEMPLATES is not JSON');
  expect(refusal({ ...TENCENT, SMS_APP_ID: '' })).toBe('SMS_APP_ID is required with SMS_PROVIDER=tencent');
  expect(refusal({ ...TENCENT, SMS_PROVIDER: 'aliyun', SMS_KEY_SECRET: '' })).toBe('SMS_KEY_SECRET is required with SMS_PROVIDER=aliyun');
  expect(refusal({ SMS_PROVIDER: 'twilio' })).toBe('SMS_PROVIDER must be tencent, aliyun or dev');
  expect(refusal({ ...TENCENT, SMS_ENDPOINT: 'not a url' })).toBe('SMS_ENDPOINT is not a URL');
  expect(refusal({ SMTP_URL: 'smtp://mail.example.com' })).toBe('MAIL_FROM is required with SMTP_URL');
  expect(refusal({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.c' })).toContain('smtp://');
  expect(refusal({ IDV_PROVIDER: 'aliyun', IDV_KEY_ID: 'x' })).toBe('IDV_KEY_SECRET is required with IDV_PROVIDER=aliyun');
});

describe('the production server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esign-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a template missing, naming the kind and no secret', async () => {
    const { my_code: _left, ...five } = JSON.parse(TEMPLATES) as Record<string, string>;
    const start = spawnServer(join(dataDir, 'refused'), { ...TENCENT, SMS_TEMPLATES: JSON.stringify(five) });
    const error = (await start.then(
      () => new Error('it started'),
      (e: Error) => e,
    )) as Error;
    expect(error.message).toContain('refusing to start: SMS_TEMPLATES has no template for my_code');
    expect(error.message).not.toContain(TENCENT.SMS_KEY_SECRET);
  });

  it('says at start that no text is sent without a provider', async () => {
    const server = await spawnServer(join(dataDir, 'dev'));
    try {
      expect(server.output()).toContain('SMS_PROVIDER not set: texts are NOT sent');
    } finally {
      await server.kill();
    }
  });
});

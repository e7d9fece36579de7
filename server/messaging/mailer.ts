/**
 * Mail through SMTP (SMTP_URL, MAIL_FROM), beside the texts, for workers who have an address.
 * nodemailer speaks the protocol; the outbox (domain/messages) retries what it refuses.
 */
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  messageId: number;
}

export type MailResult = { ok: true; providerId: string } | { ok: false; retry: boolean; error: string };

export interface Mailer {
  send(mail: Mail): Promise<MailResult>;
}

/** `url`: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { 'X-Esign-Message': String(mail.messageId) },
        });
        return { ok: true, providerId: info.messageId };
      } catch (error) {
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        // 5xx: the server refused this mail for good (no such mailbox…); anything else may pass later.
        const permanent = typeof responseCode === 'number' && responseCode >= 500;
        return { ok: false, retry: !permanent, error: `SMTP ${responseCode ?? code ?? 'error'}` };
      }
    },
  };
}

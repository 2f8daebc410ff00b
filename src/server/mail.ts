import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type MailTransport = Transporter;

/** The SMTP transport of SMTP_URL, with time-outs so that a silent server never holds a worker. */
export function createMailTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
}

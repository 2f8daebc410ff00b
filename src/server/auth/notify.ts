import 'server-only';
import { site } from '@/config/site';
import { errorKind, log } from '../log';
import type { MailTransport } from '../mail';
import type { Staff } from './staff';

/**
 * Tells a coordinator that their password or second factor was changed, at the address of their
 * account, so that a change they did not make is noticed (ASVS 4.0.3 V2.2.3, V2.5.5). Without a
 * mail server the log says that nobody could be told. Never throws: the change is done either way.
 */
export async function notifyCredentialChanged(
  mail: MailTransport | undefined,
  from: string,
  staff: Pick<Staff, 'id' | 'email' | 'display_name'>,
  what: 'password' | 'second factor',
  how: 'own' | 'cli' | 'deployment',
  at = new Date(),
): Promise<void> {
  const event = what === 'password' ? 'staff.password_changed' : 'staff.second_factor_changed';
  if (!mail) {
    log.warn(event, { staffId: staff.id, how, notified: false });
    return;
  }
  const by = { own: 'from the inbox', cli: 'by an administrator on the server', deployment: 'by the deployment (ADMIN_PASSWORD)' }[how];
  try {
    await mail.sendMail({
      from,
      to: staff.email,
      subject: `Your ${site.brand} inbox ${what} was changed`,
      text: [
        `Hello ${staff.display_name},`,
        '',
        `The ${what} of your ${site.brand} inbox account was changed ${by} on ${at.toISOString()}.`,
        'Every other session of your account was signed out.',
        '',
        'If you did not make or ask for this change, tell your administrator at once.',
      ].join('\n'),
    });
    log.info(event, { staffId: staff.id, how, notified: true });
  } catch (error) {
    log.warn(event, { staffId: staff.id, how, notified: false, error: errorKind(error) });
  }
}

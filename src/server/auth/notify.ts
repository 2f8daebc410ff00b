import 'server-only';
import { site } from '@/config/site';
import { errorKind, log } from '../log';
import type { MailTransport } from '../mail';
import type { Staff } from './staff';

/**
 * Tells a coordinator that their password was changed, at the address of their account, so that
 * a change they did not make is noticed (ASVS 4.0.3 V2.2.3, V2.5.5). Without a mail server the
 * log says that nobody could be told. Never throws: the change is done either way.
 */
export async function notifyPasswordChanged(
  mail: MailTransport | undefined,
  from: string,
  staff: Pick<Staff, 'id' | 'email' | 'display_name'>,
  how: 'own' | 'cli' | 'deployment',
  at = new Date(),
): Promise<void> {
  if (!mail) {
    log.warn('staff.password_changed', { staffId: staff.id, how, notified: false });
    return;
  }
  const by = { own: 'from the inbox', cli: 'by an administrator on the server', deployment: 'by the deployment (ADMIN_PASSWORD)' }[how];
  try {
    await mail.sendMail({
      from,
      to: staff.email,
      subject: `Your ${site.brand} inbox password was changed`,
      text: [
        `Hello ${staff.display_name},`,
        '',
        `The password of your ${site.brand} inbox account was changed ${by} on ${at.toISOString()}.`,
        'Every other session of your account was signed out.',
        '',
        'If you did not make or ask for this change, tell your administrator at once.',
      ].join('\n'),
    });
    log.info('staff.password_changed', { staffId: staff.id, how, notified: true });
  } catch (error) {
    log.warn('staff.password_changed', { staffId: staff.id, how, notified: false, error: errorKind(error) });
  }
}

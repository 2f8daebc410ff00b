import { describe, expect, it } from 'vitest';
import { isMobile, mailtoLink, offersWhatsapp, patientZone, readablePhone, telLink, whatsappLink } from './contact';

const JANUARY = Date.parse('2026-01-15T12:00:00Z');

describe('reaching the patient', () => {
  it('formats a stored E.164 phone for reading, and keeps what does not parse', () => {
    expect(readablePhone('+447900555321')).toBe('+44 7900 555321');
    expect(readablePhone('+905321234567')).toBe('+90 532 123 45 67');
    expect(readablePhone('+79161234567')).toBe('+7 916 123 45 67');
    expect(readablePhone('12')).toBe('12');
  });

  it('tells a mobile number from a landline', () => {
    expect(isMobile('+447900555321')).toBe(true);
    expect(isMobile('+442079460958')).toBe(false);
    expect(isMobile('+4915112345678')).toBe(true);
    expect(isMobile('+4930901820')).toBe(false);
    // The United States' numbers may be either.
    expect(isMobile('+12125550123')).toBe(true);
  });

  it('links WhatsApp with the E.164 digits and an encoded message, and offers it for a mobile or a stated preference', () => {
    expect(whatsappLink('+44 7900 555321')).toBe('https://wa.me/447900555321');
    expect(whatsappLink('+905321234567', 'Merhaba Ayşe,\nnasılsınız?')).toBe(
      'https://wa.me/905321234567?text=Merhaba%20Ay%C5%9Fe%2C%0Anas%C4%B1ls%C4%B1n%C4%B1z%3F',
    );
    expect(offersWhatsapp({ phone: '+447900555321', preferred_channel: null })).toBe(true);
    expect(offersWhatsapp({ phone: '+442079460958', preferred_channel: null })).toBe(false);
    expect(offersWhatsapp({ phone: '+442079460958', preferred_channel: 'whatsapp' })).toBe(true);
    expect(telLink('+447900555321')).toBe('tel:+447900555321');
  });

  it('writes mailto links whose subject and body survive any mail client', () => {
    expect(mailtoLink('anna@example.com')).toBe('mailto:anna@example.com');
    expect(mailtoLink('a+b@example.com', { subject: 'Your request', body: 'Hello & welcome\nAnna' })).toBe(
      'mailto:a%2Bb@example.com?subject=Your%20request&body=Hello%20%26%20welcome%0AAnna',
    );
  });

  it('takes the time zone the patient gave, else infers it from the phone, saying "probably" where the country has several', () => {
    expect(patientZone({ time_zone: 'Asia/Yekaterinburg', phone: '+79161234567' }, JANUARY)).toEqual({
      zone: 'Asia/Yekaterinburg',
      source: 'given',
      probable: false,
    });
    expect(patientZone({ time_zone: null, phone: '+79161234567' }, JANUARY)).toEqual({
      zone: 'Europe/Moscow',
      source: 'phone',
      probable: true,
    });
    expect(patientZone({ time_zone: null, phone: '+905321234567' }, JANUARY)).toEqual({
      zone: 'Europe/Istanbul',
      source: 'phone',
      probable: false,
    });
    // Germany's second zone (Büsingen) keeps Berlin's time: no doubt to state.
    expect(patientZone({ time_zone: null, phone: '+4915112345678' }, JANUARY)).toEqual({
      zone: 'Europe/Berlin',
      source: 'phone',
      probable: false,
    });
    expect(patientZone({ time_zone: null, phone: '+34912345678' }, JANUARY)).toMatchObject({ zone: 'Europe/Madrid', probable: true });
    // A zone that is not one (sent by an old browser, or forged) is not believed.
    expect(patientZone({ time_zone: 'Mars/Olympus', phone: '+447900555321' }, JANUARY)).toMatchObject({
      zone: 'Europe/London',
      source: 'phone',
    });
    expect(patientZone({ time_zone: null, phone: 'not a phone' }, JANUARY)).toBeUndefined();
  });
});

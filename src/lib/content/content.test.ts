import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { locales, type Locale } from '@/i18n/locales';
import { treatmentIds } from '@/config/treatments';
import { isSurgical, programmes } from '@/config/landings';
import { gatedMessages, inducementPatterns, promotionProfiles } from '@/config/promotion';
import { landingContentProblems } from './landing-content';
import { LandingContentSchema, PrivacyContentSchema, repliesContentProblems } from './schemas';
import { strings, treatmentContentProblems } from './treatment-content';

const root = join(__dirname, '../../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const messages = (locale: Locale) => readJson(`messages/${locale}.json`);
const nonEnglish = locales.filter((locale) => locale !== 'en');

/**
 * A sentence, for the "no English left behind" rule: three words or more. Shorter strings may
 * rightly be the same word in both languages ("Services" in French, "Transfer" in Turkish).
 */
const isSentence = (text: string) => text.trim().split(/\s+/).length >= 3;

/** Every file a locale writes: messages, the privacy policy, the replies to patients and the pages. */
const contentFiles = (locale: Locale) => [
  `messages/${locale}.json`,
  `content/${locale}/privacy.json`,
  `content/${locale}/replies.json`,
  ...treatmentIds.map((id) => `content/${locale}/treatments/${id}.json`),
  ...programmes.map((id) => `content/${locale}/landings/${id}.json`),
];

/** The English file a locale's file translates (by its folder, or its name under messages/: `replies.json` ends in `es.json`). */
const englishOf = (file: string, locale: Locale) =>
  file.replace(`content/${locale}/`, 'content/en/').replace(`messages/${locale}.json`, 'messages/en.json');

/** The arguments a message uses, simple ("{name}") or formatted ("{count, plural, …}"). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))].sort();

describe.each(locales)('content in %s', (locale) => {
  it('has every message key of English, and no other', () => {
    const keys = strings(messages(locale)).map(([path]) => path);
    expect(keys).toEqual(strings(messages('en')).map(([path]) => path));
  });

  it('has a privacy policy that passes its schema', () => {
    expect(() => PrivacyContentSchema.parse(readJson(`content/${locale}/privacy.json`))).not.toThrow();
  });

  it('has the replies to patients, every template, passing their schema', () => {
    expect(repliesContentProblems(readJson(`content/${locale}/replies.json`))).toEqual([]);
  });

  it.each(treatmentIds)('has a %s page that passes its schema and rules', (id) => {
    expect(treatmentContentProblems(id, readJson(`content/${locale}/treatments/${id}.json`))).toEqual([]);
  });

  it.each(programmes)('has a %s landing page that passes its schema and rules, with every field of English', (id) => {
    const raw = readJson(`content/${locale}/landings/${id}.json`);
    expect(landingContentProblems(id, raw)).toEqual([]);
    expect(() => LandingContentSchema.parse(raw)).not.toThrow();
    expect(strings(raw).map(([path]) => path)).toEqual(strings(readJson(`content/en/landings/${id}.json`)).map(([path]) => path));
  });

  it('has every treatment field of English, and no other', () => {
    for (const id of treatmentIds) {
      const paths = (file: string) => strings(readJson(file)).map(([path]) => path);
      expect(paths(`content/${locale}/treatments/${id}.json`), id).toEqual(paths(`content/en/treatments/${id}.json`));
    }
  });

  it('has no empty string and keeps the placeholders of English', () => {
    for (const file of contentFiles(locale)) {
      const english = new Map(strings(readJson(englishOf(file, locale))));
      for (const [path, text] of strings(readJson(file))) {
        expect(text.trim(), `${file} ${path}`).not.toBe('');
        const source = english.get(path);
        // A locale greets a patient by the first or the full name (src/lib/content/replies.ts); the
        // replies' schema holds each template to its own placeholders instead.
        if (source !== undefined && !file.endsWith('/replies.json'))
          expect(placeholders(text), `${file} ${path}`).toEqual(placeholders(source));
      }
    }
  });

  it('says nothing on the thank-you page that a form did not ask, and explains a phone error', () => {
    const m = messages(locale) as { CompletePage: { text: string }; LeadForm: { fieldErrors: { invalid_phone: string } } };
    // The contact form has no channel field: the text must hold for every form (issue 10).
    expect(m.CompletePage.text).not.toMatch(
      /channel you chose|canal que vous|seçtiğiniz kanal|canal que haya|canale da Lei|gewählten Kanal|выбранным Вами способом/,
    );
    // The country is chosen beside the number: the error does not ask for a country code.
    expect(m.LeadForm.fieldErrors.invalid_phone).not.toMatch(
      /country code|ülke kodu|indicatif du pays|prefijo del país|prefisso internazionale|Ländervorwahl|кодом страны/,
    );
  });

  it('has messages that are valid ICU syntax', () => {
    for (const [path, text] of strings(messages(locale))) {
      expect(() => new IntlMessageFormat(text, locale), path).not.toThrow();
    }
  });
});

describe.each(nonEnglish)('translation into %s', (locale) => {
  it('repeats no English sentence verbatim', () => {
    for (const file of contentFiles(locale)) {
      const english = new Map(strings(readJson(englishOf(file, locale))));
      for (const [path, text] of strings(readJson(file))) {
        if (path === 'updated' || !isSentence(text)) continue;
        expect(text, `${file} ${path} is still English`).not.toBe(english.get(path));
      }
    }
  });
});

describe.each(locales)('the promotion profile of %s (docs/decisions/016-turkish-promotion-profile.md)', (locale) => {
  const profile = promotionProfiles[locale];
  /** Messages only a flag that is off here would show: never rendered in this locale. */
  const unshown = new Set(
    (Object.entries(gatedMessages) as [keyof typeof gatedMessages, string[]][]).flatMap(([flag, keys]) => (profile[flag] ? [] : keys)),
  );

  it.skipIf(profile.freeInducements)('offers nothing free and no discount, campaign, gift or badge, in any message or content', () => {
    const patterns = inducementPatterns[locale] ?? [];
    const files = [
      `messages/${locale}.json`,
      `content/${locale}/replies.json`,
      ...treatmentIds.map((id) => `content/${locale}/treatments/${id}.json`),
      ...programmes.map((id) => `content/${locale}/landings/${id}.json`),
    ];
    for (const file of files) {
      for (const [path, text] of strings(readJson(file))) {
        if (file.startsWith('messages/') && unshown.has(path)) continue;
        for (const pattern of patterns) expect(text, `${file} ${path}`).not.toMatch(pattern);
      }
    }
  });
});

describe.each(locales)('the editorial review of issue 21 in %s', (locale) => {
  const m = messages(locale) as Record<string, Record<string, unknown>>;
  const text = (namespace: string, key: string) => String(m[namespace]?.[key]);

  it.each(programmes.filter(isSurgical))('names the risks of %s beside its benefits, with the full explanation', (id) => {
    const content = LandingContentSchema.parse(readJson(`content/${locale}/landings/${id}.json`));
    expect(content.risks?.summary.length).toBeGreaterThan(150);
    expect(content.risks?.points.length).toBeGreaterThanOrEqual(3);
    expect(text('LandingPage', 'risksTitle')).toBeTruthy();
    expect(text('LandingPage', 'risksLink')).toBeTruthy();
  });

  it('never says "accredited" without naming the accreditation', () => {
    const accredited = /accredit|accrédit|acredit|akkredit|akredite|аккредит/i;
    const files = [`messages/${locale}.json`, ...programmes.map((id) => `content/${locale}/landings/${id}.json`)];
    for (const file of files) {
      for (const [path, value] of strings(readJson(file))) {
        // The one place that names each partner's accreditation, from src/config/hospitals.ts.
        if (path === 'AboutPage.hospitalAccreditation') continue;
        expect(value, `${file} ${path}`).not.toMatch(accredited);
      }
    }
    expect(text('AboutPage', 'hospitalAccreditation')).toContain('{names}');
  });

  it('gives the dental figure its source, and each certificate its issuer', () => {
    expect(text('LandingPage', 'dentalFigureSource')).toContain('{source}');
    expect(text('HomePage', 'certificateIssuedBy')).toContain('{issuer}');
    expect(text('HomePage', 'issuerMinistryOfHealth')).toContain('USHAŞ');
    expect(JSON.stringify(m.HomePage)).not.toMatch(/SGK/);
  });

  it('says "request", not "registration", when a form is sent, and has the 404 routing message', () => {
    const success = text('CompletePage', 'success');
    if (locale === 'en') expect(success).toBe('Your registration has been successfully created');
    else expect(success).not.toMatch(/inscription|registro|registrazione|Registrierung|регистрац|[Kk]aydınız/);
    if (locale === 'en') expect(text('NotFoundPage', 'routingMessage')).toBe('This page could not be found');
    else expect(text('NotFoundPage', 'routingMessage')).not.toBe('This page could not be found');
  });
});

describe('the editorial review of issue 21, language by language', () => {
  const m = (locale: Locale) => messages(locale) as Record<string, Record<string, string | Record<string, string>>>;

  it('fr: the balloon stays in place for months; its insertion takes minutes', () => {
    expect(m('fr').TreatmentFacts?.balloonStay).toBe('Durée de maintien du ballon');
  });

  it('it: one register for buttons (the imperative of Italian interfaces) and one for hints (Lei), and no statistics in a badge', () => {
    const it = m('it');
    const buttons = [
      it.Common?.requestConsultation,
      it.HomePage?.heroSecondary,
      it.HomePage?.learnMore,
      it.HomePage?.ctaWhatsapp,
      it.TreatmentPage?.heroSecondary,
      it.LandingPage?.doctorsConsultation,
      it.LandingPage?.closingWhatsapp,
      it.LandingPage?.closingPhone,
      it.LandingPage?.risksLink,
      it.CheckUp?.askQuote,
      it.LeadForm?.submit,
      it.LeadForm?.submitSecondOpinion,
      it.LeadForm?.chooseFiles,
      it.ErrorPage?.retry,
      ...programmes.map((id) => (readJson(`content/it/landings/${id}.json`) as { submit: string }).submit),
    ].map(String);
    for (const button of buttons)
      expect(button).not.toMatch(/\b(Invii|Richieda|Scopra|Riceva|Legga|Scriva|Chiami|Scelga|Torni|Riprovi|Sua|Suo)\b/);
    expect(it.TreatmentPage?.faqHint).toMatch(/^Selezioni /);
    expect(it.TreatmentPage?.notMedicalAdvice).toContain('L’ha visitata può consigliarLa sul Suo');
    expect(it.CheckUp?.badgePopular).toBe('POPOLARE');
  });

  it('de: one form for physicians, the one of the footer', () => {
    const files = [
      'messages/de.json',
      ...treatmentIds.map((id) => `content/de/treatments/${id}.json`),
      ...programmes.map((id) => `content/de/landings/${id}.json`),
    ];
    for (const file of files)
      for (const [path, value] of strings(readJson(file))) expect(value, `${file} ${path}`).not.toMatch(/Ärztin|Chirurgin/);
    expect(m('de').Footer?.notMedicalAdvice).toMatch(/Nur ein Arzt/);
  });

  it('tr: the specialty’s own name, no "estetik diş hekimi", one retry button and a plain word for attribution', () => {
    const tr = m('tr');
    expect(tr.Specialties?.prosthodontics).toBe('Protetik Diş Tedavisi');
    for (const id of treatmentIds)
      expect(JSON.stringify(readJson(`content/tr/treatments/${id}.json`)), id).not.toMatch(/estetik diş hekim/i);
    expect(tr.ErrorPage?.retry).toBe((tr.CallPage as unknown as { mic: { tryAgain: string } }).mic.tryAgain);
    expect(tr.Consent?.marketingTitle).toBe('Geliş kaynağı');
  });
});

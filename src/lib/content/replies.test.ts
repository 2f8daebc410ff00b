import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { locales, type Locale } from '@/i18n/locales';
import { loadReplies } from './load';
import { draftReplies, fillReply, patientNames, replyIds } from './replies';
import { repliesContentProblems, RepliesContentSchema, type RepliesContent } from './schemas';

const root = join(__dirname, '../../..');
const raw = (locale: Locale) => JSON.parse(readFileSync(join(root, `content/${locale}/replies.json`), 'utf8')) as object;
const english = () => RepliesContentSchema.parse(raw('en'));

/** The English replies with one template's text changed. */
const withText = (id: (typeof replyIds)[number], text: string): RepliesContent => {
  const content = english();
  return { ...content, [id]: { ...content[id], text } };
};

describe.each(locales)('the replies in %s', (locale) => {
  it('has every template, and no other', () => {
    expect(Object.keys(raw(locale))).toEqual([...replyIds]);
  });

  it('passes its schema, loaded as the lead page loads it', async () => {
    expect(repliesContentProblems(raw(locale))).toEqual([]);
    expect(Object.keys(await loadReplies(locale))).toEqual([...replyIds]);
  });

  it('fills every placeholder, for names from every language', async () => {
    const content = await loadReplies(locale);
    for (const name of ['Jürgen Müller-Schröder', 'Seán O’Brien', "O'Brien", 'Çağrı Doğan', 'Анна Смирнова']) {
      const drafts = draftReplies(content, { locale, name, coordinatorName: 'Deniz Örnek', callbackTime: 'завтра после 18:00' });
      expect(drafts.map((draft) => draft.id)).toEqual([...replyIds]);
      for (const draft of drafts) {
        expect(`${draft.subject}\n${draft.text}`, draft.id).not.toMatch(/[{}]/);
        expect(draft.text.split('\n')[0], draft.id).toContain(name.split(' ')[0]);
        expect(draft.text, draft.id).toContain('Deniz Örnek');
        expect(draft.text, draft.id).toContain(site.brand);
      }
      expect(drafts.find((draft) => draft.id === 'documents')?.text).toContain(site.email);
      expect(drafts.find((draft) => draft.id === 'callback-confirm')?.text).toContain('завтра после 18:00');
    }
  });

  it('greets without a name, and no stray comma or space, when the name is missing', async () => {
    for (const draft of draftReplies(await loadReplies(locale), { locale, name: ' ', coordinatorName: 'Deniz', callbackTime: 'morning' })) {
      expect(draft.text.split('\n')[0], draft.id).toMatch(/^[\p{L} ]*\p{L}[,:!]$/u);
    }
  });
});

describe('filling a reply', () => {
  it('greets by the first name in English and by the full name in German', async () => {
    const input = { name: 'Jürgen Müller-Schröder', coordinatorName: 'Deniz Örnek' };
    expect((await loadReplies('en')).documents.text.split('\n')[0]).toBe('Hello {firstName},');
    expect(draftReplies(await loadReplies('en'), { ...input, locale: 'en' })[0]?.text).toMatch(/^Hello Jürgen,\n/);
    expect(draftReplies(await loadReplies('de'), { ...input, locale: 'de' })[0]?.text).toMatch(/^Guten Tag Jürgen Müller-Schröder,\n/);
  });

  it('drops the name with its separator', () => {
    expect(fillReply('Hello {firstName},\n\nThanks.', {})).toBe('Hello,\n\nThanks.');
    expect(fillReply('Здравствуйте, {fullName}!', { fullName: '' })).toBe('Здравствуйте!');
    expect(fillReply('Hola, {firstName}:', { firstName: '  ' })).toBe('Hola:');
  });

  it('puts a value in as typed, even one that looks like a placeholder or a replacement pattern', () => {
    expect(fillReply('Hello {firstName}, at {callbackTime}.', { firstName: '$& {brand}', callbackTime: "$' $1" })).toBe(
      "Hello $& {brand}, at $' $1.",
    );
  });

  it('refuses a template that needs a value it was not given', () => {
    expect(() => fillReply('I will call you at {callbackTime}.', { firstName: 'Anna' })).toThrow('{callbackTime}');
  });

  it('offers the callback confirmation only when the patient gave a time', () => {
    const ids = (callbackTime?: string | null) =>
      draftReplies(english(), { locale: 'en', name: 'Anna', coordinatorName: 'Deniz', callbackTime }).map((draft) => draft.id);
    expect(ids()).not.toContain('callback-confirm');
    expect(ids(null)).not.toContain('callback-confirm');
    expect(ids('  ')).not.toContain('callback-confirm');
    expect(ids('after 6 pm')).toContain('callback-confirm');
  });

  it('takes the first word of the name as typed, or the whole name after a title or an initial', () => {
    expect(patientNames('  Anna   Smirnova ', 'ru')).toEqual({ firstName: 'Anna', fullName: 'Anna Smirnova' });
    expect(patientNames("O'Brien", 'en')).toEqual({ firstName: "O'Brien", fullName: "O'Brien" });
    expect(patientNames('Dr. Ahmed Khan', 'en').firstName).toBe('Dr. Ahmed Khan');
    expect(patientNames('Mr Smith', 'en').firstName).toBe('Mr Smith');
    expect(patientNames('van der Berg Anna', 'en').fullName).toBe('van der Berg Anna');
  });

  it('writes a name typed in capitals or in lower case as a name, by the rules of the language', () => {
    expect(patientNames('ÇAĞRI DOĞAN', 'tr')).toEqual({ firstName: 'Çağrı', fullName: 'Çağrı Doğan' });
    expect(patientNames('İLKER IŞIK', 'tr').fullName).toBe('İlker Işık');
    expect(patientNames('ÇAĞRI DOĞAN', 'fr').fullName).toBe('Çağrı Doğan');
    expect(patientNames('SEDAT KILIÇ', 'tr').fullName).toBe('Sedat Kılıç');
    expect(patientNames('JÜRGEN MÜLLER-SCHRÖDER', 'de').fullName).toBe('Jürgen Müller-Schröder');
    expect(patientNames("SEAN O'BRIEN", 'en').fullName).toBe("Sean O'Brien");
    expect(patientNames('анна смирнова', 'ru').firstName).toBe('Анна');
    expect(patientNames('McDonald', 'en').fullName).toBe('McDonald');
  });
});

describe('the replies schema', () => {
  const problems = (content: unknown) => repliesContentProblems(content).join('\n');

  it('refuses a placeholder the filling does not know, or one outside its template', () => {
    expect(problems(withText('first-contact', 'Hello {firstName},\n\nI am {coordinator}.\n\n{coordinatorName}'))).toMatch(
      /first-contact\.text: \{coordinator\} is not a placeholder/,
    );
    expect(problems(withText('missed-call', 'Hello {firstName},\n\nAt {callbackTime}?\n\n{coordinatorName}'))).toMatch(
      /missed-call\.text: \{callbackTime\} is not a placeholder/,
    );
    const content = english();
    expect(problems({ ...content, documents: { ...content.documents, emailSubject: 'For {firstName}' } })).toMatch(
      /documents\.emailSubject: \{firstName\} is not a placeholder/,
    );
  });

  it('keeps the name in the greeting line, once, and the same way in every template', () => {
    expect(problems(withText('documents', 'Hello,\n\nThank you {firstName}.\n\n{coordinatorName}'))).toMatch(
      /documents\.text: the first line/,
    );
    expect(problems(withText('documents', 'Hello {firstName},\n\nBye {firstName}.\n\n{coordinatorName}'))).toMatch(
      /documents\.text: the first line/,
    );
    expect(problems(withText('documents', 'Hello {fullName},\n\nThanks.\n\n{coordinatorName}'))).toMatch(/greets the patient the same way/);
  });

  it('refuses digits, stray braces, a reply without its coordinator or a confirmation without its time', () => {
    expect(problems(withText('documents', 'Hello {firstName},\n\nIt costs 2000 euros.\n\n{coordinatorName}'))).toMatch(/contains a digit/);
    expect(problems(withText('documents', 'Hello {firstName},\n\n{ oops }\n\n{coordinatorName}'))).toMatch(/a stray brace/);
    expect(problems(withText('documents', 'Hello {firstName},\n\nThanks.'))).toMatch(/documents\.text: must name \{coordinatorName\}/);
    expect(problems(withText('callback-confirm', 'Hello {firstName},\n\nSoon.\n\n{coordinatorName}'))).toMatch(
      /must name \{callbackTime\}/,
    );
  });

  it('refuses a missing or an unknown template', () => {
    const { documents: _, ...rest } = english();
    expect(problems(rest)).toMatch(/documents/);
    expect(problems({ ...english(), welcome: english().documents })).toMatch(/welcome/);
  });
});

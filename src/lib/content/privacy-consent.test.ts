import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { policyValues } from './privacy-values';

/*
 * The privacy policy, the forms and the call page agree (issue 21): each consent box's statement
 * (its text up to the last sentence, which only links the policy) is quoted word for word in the
 * policy, with the same placeholders; and every placeholder of the policy is one the page fills.
 */
const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const statement = (label: string) => label.slice(0, label.lastIndexOf('. ', label.indexOf('<link>')) + 1);

describe.each(locales)('the consents and the privacy policy in %s', (locale) => {
  const messages = JSON.parse(read(`messages/${locale}.json`)) as {
    CallPage: { consent: { label: string } };
    LeadForm: { consentHealthData: string; consentPrivacyName: string };
  };
  const policy = read(`content/${locale}/privacy.json`);

  it('quotes the interview consent and the health-data consent word for word', () => {
    expect(statement(messages.CallPage.consent.label).length).toBeGreaterThan(80);
    expect(policy).toContain(statement(messages.CallPage.consent.label));
    expect(policy).toContain(statement(messages.LeadForm.consentHealthData));
  });

  it('states the periods the server applies, and names only facts the page fills in', () => {
    expect(messages.CallPage.consent.label).toContain('{recordingDays}');
    expect(messages.CallPage.consent.label).toContain('{leadDays}');
    const placeholders = new Set([...policy.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
    for (const placeholder of placeholders) expect(Object.keys(policyValues), placeholder).toContain(placeholder);
    for (const needed of ['euRepresentative', 'ukRepresentative', 'kvkkAddress', 'kvkkKep', 'kvkkEmail'])
      expect(placeholders).toContain(needed);
  });
});

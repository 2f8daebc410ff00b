import 'server-only';
import { cache } from 'react';
import type { Programme } from '@/config/landings';
import type { TreatmentId } from '@/config/treatments';
import type { Locale } from '@/i18n/locales';
import { parseLandingContent } from './landing-content';
import { PrivacyContentSchema, RepliesContentSchema, type RepliesContent } from './schemas';
import { parseTreatmentContent } from './treatment-content';

/*
 * Content is data (content/<locale>/…): one loader for every collection, each with its Zod
 * schema. A file that fails its schema fails the build, so no page can silently fall back to
 * English. Nothing reads a content file around this loader.
 */

interface Collection<Id, T> {
  /** The file's JSON; a static import pattern, so the bundler includes every entry. */
  read: (locale: Locale, id: Id) => Promise<{ default: unknown }>;
  parse: (raw: unknown, id: Id) => T;
}

const collection = <Id, T>(definition: Collection<Id, T>) => definition;

const collections = {
  treatments: collection({
    read: (locale, id: TreatmentId) => import(`../../../content/${locale}/treatments/${id}.json`),
    parse: (raw, id) => parseTreatmentContent(id, raw),
  }),
  landings: collection({
    read: (locale, id: Programme) => import(`../../../content/${locale}/landings/${id}.json`),
    parse: (raw, id) => parseLandingContent(id, raw),
  }),
  privacy: collection({
    read: (locale, _id: 'privacy') => import(`../../../content/${locale}/privacy.json`),
    parse: (raw) => PrivacyContentSchema.parse(raw),
  }),
  replies: collection({
    read: (locale, _id: 'replies') => import(`../../../content/${locale}/replies.json`),
    parse: (raw) => RepliesContentSchema.parse(raw),
  }),
};

type Collections = typeof collections;
export type CollectionName = keyof Collections;
type IdOf<C extends CollectionName> = Parameters<Collections[C]['read']>[1];
type EntryOf<C extends CollectionName> = ReturnType<Collections[C]['parse']>;

const load = cache(async (name: CollectionName, locale: Locale, id: string): Promise<unknown> => {
  const entry = collections[name] as Collection<string, unknown>;
  const { default: raw } = await entry.read(locale, id);
  return entry.parse(raw, id);
});

/** One entry of a collection in a locale, validated by the collection's schema. */
export function loadContent<C extends CollectionName>(name: C, locale: Locale, id: IdOf<C>): Promise<EntryOf<C>> {
  return load(name, locale, id) as Promise<EntryOf<C>>;
}

/** The first replies to a patient in their language, to fill with `draftReplies` (./replies.ts). */
export function loadReplies(locale: Locale): Promise<RepliesContent> {
  return loadContent('replies', locale, 'replies');
}

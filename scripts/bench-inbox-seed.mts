// Fills the configured database with leads for `npm run bench:inbox`, and opens a staff session.
// Prints, as JSON, the lead the lead page is measured on and a phone number to search for in its
// national form; then the session's token (the last line).
// Not for production data.
//
// The leads look like the inbox's real ones over about five years (50 a day): names with accents
// in several scripts, phone numbers of several countries, ad clicks (gclid, fbclid) and UTM
// sources, interviews finished and partial with typed and recorded answers, callback requests,
// repeat requests (the same phone), statuses that age, four coordinators. Deterministic: the same
// count gives the same data, so runs compare.
import { randomBytes } from 'node:crypto';
import { parseEnv } from '../src/env';
import { questionKeys } from '../src/config/interview';
import { searchText } from '../src/features/leads/repository.server';
import { foldText } from '../src/lib/fold';
import { createSession } from '../src/server/auth/sessions';
import { addStaff } from '../src/server/auth/staff';
import { openDatabase } from '../src/server/db/database';
import { sql, type Insertable } from 'kysely';
import type { InterviewAnswersTable, InterviewsTable, LeadStatus, NewLead } from '../src/server/db/schema';

const COUNT = Number(process.argv[2] ?? 100_000);
const BATCH = 500;
const env = parseEnv(process.env);
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, postgresSchema: env.DATABASE_SCHEMA });
const db = database.db;

// mulberry32: a small seeded generator, so every run stores the same leads.
let state = 0x1e4d5;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const chance = (p: number) => random() < p;

/** By locale: first and last names (accents, Cyrillic, Arabic), a country's mobile prefix, a zone. */
const people = {
  tr: {
    first: ['Doğan', 'Çağrı', 'Ayşe', 'Şükrü', 'Gülşen', 'İbrahim', 'Özlem', 'Ümit', 'Elif', 'Mehmet'],
    last: ['Yılmaz', 'Öztürk', 'Kaya', 'Şahin', 'Çelik', 'Doğan', 'Aydın', 'Güneş'],
    phone: '+90532',
    digits: 7,
    zone: 'Europe/Istanbul',
  },
  de: {
    first: ['Jürgen', 'Anna', 'Lukas', 'Sören', 'Bärbel', 'Jörg', 'Franziska', 'Matthias'],
    last: ['Müller', 'Schmidt', 'Schröder', 'Weiß', 'Groß', 'Köhler', 'Becker', 'Hoffmann'],
    phone: '+49151',
    digits: 8,
    zone: 'Europe/Berlin',
  },
  en: {
    first: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Sophie', 'Jack', 'Emily'],
    last: ['Smith', 'Jones', "O'Brien", 'Taylor', 'Brown', 'Wilson', 'Evans', 'Davies'],
    phone: '+447700',
    digits: 6,
    zone: 'Europe/London',
  },
  ru: {
    first: ['Юлия', 'Алексей', 'Наталья', 'Дмитрий', 'Ольга', 'Сергей', 'Ёлка', 'Анна'],
    last: ['Смирнова', 'Иванов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев', 'Фёдорова'],
    phone: '+7916',
    digits: 7,
    zone: 'Europe/Moscow',
  },
  fr: {
    first: ['François', 'Hélène', 'Chloé', 'Benoît', 'Léa', 'Jérôme', 'Noémie'],
    last: ['Lefèvre', 'Dubois', 'Moreau', 'Girard', 'Bérénger', 'Faure', 'Mercier'],
    phone: '+33612',
    digits: 6,
    zone: 'Europe/Paris',
  },
  es: {
    first: ['María', 'José', 'Lucía', 'Álvaro', 'Inés', 'Íñigo', 'Sofía'],
    last: ['García', 'Martínez', 'Núñez', 'Peña', 'López', 'Fernández', 'Ibáñez'],
    phone: '+34612',
    digits: 6,
    zone: 'Europe/Madrid',
  },
  it: {
    first: ['Giulia', 'Niccolò', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Martina'],
    last: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Fabbri'],
    phone: '+39347',
    digits: 7,
    zone: 'Europe/Rome',
  },
  ar: {
    first: ['محمد', 'فاطمة', 'أحمد', 'Ahmed', 'Layla'],
    last: ['العلي', 'الحسن', 'Al-Farsi', 'Haddad'],
    phone: '+971501',
    digits: 6,
    zone: 'Asia/Dubai',
  },
} as const;
// The site's seven locales; an Arabic-speaking patient writes from the English pages.
const localeMix = ['en', 'en', 'de', 'de', 'tr', 'tr', 'ru', 'ru', 'fr', 'es', 'it', 'ar'] as const;
const treatments = ['hair-transplant', 'rinoplasty', 'dental-implants', 'gastric-sleeve', null, null] as const;
const programmes = ['check-up', 'knee-prosthesis', 'hip-prosthesis', 'dental', 'oncology'] as const;
const campaigns = ['knee-de', 'hair-uk', 'dental-ru', 'check-up-tr', 'brand', 'retargeting'];
const callbackTimes = ['tomorrow after 10', 'weekdays 18:00–20:00', 'any time', 'Saturday morning', null];
const messages = [
  'I would like to know more about a knee prosthesis and the recovery afterwards.',
  'Wie lange muss ich nach der Operation in Istanbul bleiben?',
  'Сколько стоит имплантация зубов? Можно ли сделать за одну поездку?',
  'Merhaba, saç ekimi için fiyat alabilir miyim?',
  null,
];

const DAY = 24 * 60 * 60_000;
// 50 leads a day, the last one about now: the list's default view shows recent leads.
const spacing = DAY / 50;
const start = Date.now() - COUNT * spacing;

try {
  const staff = [];
  for (const [index, name] of ['Ayşe Demir', 'Mehmet Kaya', 'Elena Petrova', 'Bench Coordinator'].entries()) {
    staff.push(
      await addStaff(db, {
        email: index === 3 ? 'bench@example.com' : `coordinator${index}@example.com`,
        name,
        password: 'bench password 123',
      }),
    );
  }
  const phones: string[] = [];
  let benchLead = '';
  // A British number as a coordinator types it from a note: the national form, with a space.
  let nationalPhone = '';
  for (let offset = 0; offset < COUNT; offset += BATCH) {
    const leads: NewLead[] = [];
    const interviews: Insertable<InterviewsTable>[] = [];
    const answers: Insertable<InterviewAnswersTable>[] = [];
    for (let index = offset; index < Math.min(COUNT, offset + BATCH); index += 1) {
      const localeKey = pick(localeMix);
      const person = people[localeKey];
      const fullName = `${pick(person.first)} ${pick(person.last)}`;
      // One request in 40 is the same person again, with the same phone number.
      const phone =
        index > 10 && chance(1 / 40)
          ? phones[index - 1 - Math.floor(random() * 10)]!
          : `${person.phone}${String(index % 1_000_000).padStart(person.digits, '0')}`;
      phones.push(phone);
      if (phone.startsWith('+447700')) nationalPhone = `07700 ${phone.slice(7)}`;
      const email = chance(0.8) ? `${foldText(fullName).replace(/[^a-z]+/g, '.')}.${index}@example.com` : null;
      const createdAt = Math.round(start + index * spacing);
      const age = COUNT - index;
      const status: LeadStatus =
        age < 60
          ? 'new'
          : age < 400
            ? pick(['new', 'contacted', 'qualified'] as const)
            : pick(['contacted', 'qualified', 'booked', 'closed', 'lost', 'lost'] as const);
      const click = random();
      const gclid = click < 0.25 ? randomBytes(12).toString('base64url') : null;
      const fbclid = click >= 0.25 && click < 0.4 ? randomBytes(12).toString('base64url') : null;
      const utmSource = gclid
        ? 'google'
        : fbclid
          ? pick(['facebook', 'instagram'])
          : pick(['google', 'newsletter', 'partner-clinic', null, null, null]);
      const subject = random();
      const id = randomBytes(18).toString('base64url');
      if (index === COUNT - 5) benchLead = id;
      const interviewed = chance(0.3) || index === COUNT - 5;
      const lastActivity = createdAt + (status === 'new' ? (interviewed ? 10 * 60_000 : 0) : Math.floor(random() * 5 * DAY));
      leads.push({
        id,
        created_at: createdAt,
        type: pick(['consultation', 'quote', 'quote', 'second-opinion', 'contact'] as const),
        status,
        spam: chance(0.02) ? 1 : 0,
        full_name: fullName,
        email,
        phone,
        message: pick(messages),
        treatment: subject < 0.5 ? pick(treatments) : null,
        programme: subject >= 0.5 && subject < 0.8 ? pick(programmes) : null,
        checkup_tier: null,
        locale: localeKey === 'ar' ? 'en' : localeKey,
        preferred_channel: pick(['whatsapp', 'whatsapp', 'phone', 'email', null]),
        preferred_time: chance(0.3) ? pick(['mornings', 'after 18:00', 'weekends']) : null,
        time_zone: chance(0.7) ? person.zone : null,
        consent_privacy: 1,
        consent_health_data: 1,
        consent_marketing: chance(0.3) ? 1 : 0,
        page: pick(['/en/landing/check-up', '/de/landing/knee-prosthesis', '/tr', '/ru/contact', '/en/treatments/hair-transplant']),
        utm_source: utmSource,
        utm_medium: gclid ? 'cpc' : fbclid ? 'paid-social' : utmSource ? 'referral' : null,
        utm_campaign: utmSource ? pick(campaigns) : null,
        utm_term: null,
        utm_content: null,
        gclid,
        fbclid,
        assigned_to: status === 'new' && chance(0.7) ? null : pick(staff).id,
        search_text: searchText({ fullName, email, phone }),
        name_folded: foldText(fullName),
        last_activity_at: lastActivity,
        first_opened_at: age < 30 ? null : createdAt + 3_600_000,
        first_opened_by: age < 30 ? null : pick(staff).display_name,
      });
      if (interviewed) {
        const finished = chance(0.6) || index === COUNT - 5;
        const callback = chance(0.35) || index === COUNT - 5;
        interviews.push({
          lead_id: id,
          provider: 'guided',
          started_at: createdAt + 60_000,
          last_activity_at: createdAt + 10 * 60_000,
          finished_at: finished ? createdAt + 10 * 60_000 : null,
          callback_requested_at: callback ? createdAt + 9 * 60_000 : null,
          callback_time: callback ? pick(callbackTimes) : null,
          notified_at: createdAt + 10 * 60_000,
          consent_at: createdAt + 60_000,
          consent_version: '1',
        });
        const asked = finished ? questionKeys.length : 1 + Math.floor(random() * (questionKeys.length - 1));
        for (const [order, question] of questionKeys.slice(0, asked).entries()) {
          const recorded = chance(0.3);
          answers.push({
            id: randomBytes(18).toString('base64url'),
            lead_id: id,
            question,
            kind: recorded ? 'audio' : chance(0.1) ? 'skipped' : 'text',
            text: recorded ? null : 'Since last spring; I take ibuprofen twice a day and would travel with my husband in March.',
            stored_name: recorded ? `${id}-${question}.webm` : null,
            content_type: recorded ? 'audio/webm' : null,
            size: recorded ? 180_000 : null,
            duration_ms: recorded ? 5_000 + Math.floor(random() * 80_000) : null,
            created_at: createdAt + (order + 2) * 60_000,
          });
        }
      }
    }
    await db.insertInto('leads').values(leads).execute();
    if (interviews.length) await db.insertInto('interviews').values(interviews).execute();
    for (let at = 0; at < answers.length; at += BATCH)
      await db
        .insertInto('interview_answers')
        .values(answers.slice(at, at + BATCH))
        .execute();
  }
  // The lead page's lead has a working history: notes, staff actions, logged contacts.
  const [coordinator] = staff;
  const now = Date.now();
  for (let index = 0; index < 5; index += 1) {
    const at = now - (5 - index) * 3_600_000;
    const author = { staff_id: coordinator!.id, staff_name: coordinator!.display_name, created_at: at };
    await db
      .insertInto('lead_notes')
      .values({ id: randomBytes(18).toString('base64url'), lead_id: benchLead, body: `Called, will send the quote (${index}).`, ...author })
      .execute();
    await db
      .insertInto('lead_activity')
      .values({ id: randomBytes(18).toString('base64url'), lead_id: benchLead, action: 'status', detail: 'new → contacted', ...author })
      .execute();
    await db
      .insertInto('lead_contacts')
      .values({
        id: randomBytes(18).toString('base64url'),
        lead_id: benchLead,
        channel: 'phone',
        outcome: 'no-answer',
        call_back_at: null,
        note: null,
        ...author,
      })
      .execute();
  }
  const { token } = await createSession(db, staff[3]!.id);
  // A database that has been in use has its planner statistics and visibility map, which
  // PostgreSQL's autovacuum keeps; a bulk load has neither until it runs (and some servers, this
  // machine's among them, run with autovacuum off). SQLite's planner works without statistics.
  if (database.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  console.log(JSON.stringify({ lead: benchLead, phone: nationalPhone }));
  console.log(token);
} finally {
  await database.close();
}

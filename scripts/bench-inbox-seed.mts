// Fills the configured database with leads for `npm run bench:inbox`, and opens a staff session.
// Prints the session's token. Not for production data.
import { parseEnv } from '../src/env';
import { searchText } from '../src/features/leads/repository.server';
import { createSession } from '../src/server/auth/sessions';
import { addStaff } from '../src/server/auth/staff';
import { openDatabase } from '../src/server/db/database';
import type { NewLead } from '../src/server/db/schema';

const COUNT = Number(process.argv[2] ?? 100_000);
const env = parseEnv(process.env);
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, postgresSchema: env.DATABASE_SCHEMA });
const statuses = ['new', 'contacted', 'qualified', 'booked', 'closed', 'lost'] as const;
const locales = ['en', 'tr', 'fr', 'es', 'it', 'ru', 'de', 'en', 'ru', 'tr'] as const;
const start = Date.parse('2025-01-01T00:00:00Z');
try {
  const staff = await addStaff(database.db, { email: 'bench@example.com', password: 'bench password 123' });
  for (let offset = 0; offset < COUNT; offset += 500) {
    const rows: NewLead[] = [];
    for (let index = offset; index < Math.min(COUNT, offset + 500); index += 1) {
      const fullName = `Patient ${index} ${['Schmidt', 'Yılmaz', 'Смирнова', 'Rossi', 'García', 'Martin'][index % 6]}`;
      const email = `patient${index}@example.com`;
      const phone = `+49${String(3_000_000_000 + index)}`;
      rows.push({
        id: `bench${String(index).padStart(19, '0')}`,
        created_at: start + index * 5 * 60_000,
        type: (['consultation', 'quote', 'second-opinion', 'contact'] as const)[index % 4]!,
        status: statuses[index % 6],
        spam: index % 50 === 0 ? 1 : 0,
        full_name: fullName,
        email,
        phone,
        message: 'I would like to know more about a knee prosthesis and the recovery afterwards.',
        treatment: index % 3 === 0 ? 'hair-transplant' : null,
        programme: index % 3 === 1 ? 'check-up' : null,
        checkup_tier: null,
        locale: locales[index % 10]!,
        preferred_channel: 'whatsapp',
        preferred_time: null,
        time_zone: 'Europe/Berlin',
        consent_privacy: 1,
        consent_health_data: 1,
        consent_marketing: 0,
        page: '/landing/check-up',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: `campaign-${index % 20}`,
        utm_term: null,
        utm_content: null,
        gclid: null,
        fbclid: null,
        assigned_to: index % 4 === 0 ? staff.id : null,
        search_text: searchText({ fullName, email, phone }),
      });
    }
    await database.db.insertInto('leads').values(rows).execute();
  }
  const { token } = await createSession(database.db, staff.id);
  console.log(token);
} finally {
  await database.close();
}

// Leads from the command line, on the configured database (DATABASE_URL, else SQLite under
// DATA_DIR); the staff inbox (/admin) does the same in a browser.
//   npm run leads -- list [--limit 50] [--spam]
//   npm run leads -- show <id>
//   npm run leads -- export --format csv [--spam] > leads.csv
//   npm run leads -- erase <id>      a data subject's request: the lead and everything tied to it;
//                                    says where copies went, and tells the CRM (lead.erased)
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/env';
import { leadsCsv } from '../src/features/leads/csv';
import { getLead, listLeads } from '../src/features/leads/repository.server';
import { leadFields } from '../src/features/leads/schema';
import { exportRows } from '../src/features/leads/inbox/export.server';
import { parseFilters } from '../src/features/leads/inbox/filters';
import { eraseOnRequest } from '../src/features/leads/inbox/erasure.server';
import { openApp } from '../src/runtime.server';

const usage = `Usage:
  npm run leads -- list [--limit <n>] [--spam]
  npm run leads -- show <id>
  npm run leads -- export --format csv [--spam]
  npm run leads -- erase <id>`;

// A lead id may start with "-" (ids are random base64url): such an argument is an id, not an option.
const leadIdLike = /^-[A-Za-z0-9_-]{23}$/;
const argv = process.argv.slice(2);
const ids = argv.filter((arg) => leadIdLike.test(arg));
const { positionals, values } = parseArgs({
  args: [...argv.filter((arg) => !leadIdLike.test(arg)), ...(ids.length > 0 ? ['--', ...ids] : [])],
  allowPositionals: true,
  options: {
    limit: { type: 'string', default: '50' },
    spam: { type: 'boolean', default: false },
    format: { type: 'string', default: 'csv' },
  },
});
const [command, id] = positionals;

const env = parseEnv(process.env);
// The application's core and features, without its outbox worker or jobs: an erasure asks every
// feature what it keeps about the lead.
const app = await openApp(env);
const { database, storage } = app.core;
const time = (ms: number | null) => (ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '');

try {
  switch (command) {
    case 'list': {
      const rows = await listLeads(database.db, { limit: Number(values.limit) || 50, includeSpam: values.spam }).execute();
      if (rows.length === 0) console.log(`No leads yet in ${database.description}.`);
      for (const row of rows) {
        console.log(
          [
            row.id,
            time(row.created_at),
            row.type.padEnd(14),
            row.locale,
            row.full_name,
            row.phone,
            row.email ?? '',
            row.spam ? '[spam]' : '',
          ].join('  '),
        );
      }
      break;
    }
    case 'show': {
      if (!id) throw new Error(usage);
      const detail = await getLead(database.db, id);
      if (!detail) {
        console.error(`No lead with id ${id}.`);
        process.exitCode = 1;
        break;
      }
      const { lead } = detail;
      for (const [column, value] of [
        ['id', lead.id],
        ['created_at', time(lead.created_at)],
        ['status', lead.status],
        ['spam', lead.spam],
        ...leadFields.map((field) => [field.column, lead[field.column]] as const),
      ] as const) {
        if (value !== null && value !== '') console.log(`${column.padEnd(20)} ${String(value)}`);
      }
      console.log(`\nFiles (${detail.files.length}):`);
      for (const file of detail.files)
        console.log(`  ${file.original_name}  ${file.content_type}  ${file.size} bytes  → ${file.stored_name} in ${storage.description}`);
      console.log(`\nDeliveries (${detail.deliveries.length}):`);
      for (const delivery of detail.deliveries) {
        console.log(
          `  ${delivery.channel.padEnd(18)} ${delivery.status.padEnd(8)} attempts ${delivery.attempts}  ${delivery.sent_at ? `sent ${time(delivery.sent_at)}` : `next ${time(delivery.next_attempt_at)}`}  ${delivery.last_error ?? ''}`,
        );
      }
      break;
    }
    case 'export': {
      if (values.format !== 'csv') throw new Error(`Unknown format "${values.format}". ${usage}`);
      // The inbox's export (same columns, read in pages): every lead, newest first.
      const pages = exportRows(database.db, parseFilters({ spam: values.spam ? 'all' : 'exclude' }), '');
      for await (const chunk of leadsCsv(pages, env.INBOX_TIME_ZONE)) process.stdout.write(chunk);
      break;
    }
    case 'erase': {
      if (!id) throw new Error(usage);
      const operator = process.env.USER ?? 'the command line';
      const outcome = await eraseOnRequest(app.core, id, { id: 'cli', display_name: `${operator} (CLI)` });
      if (outcome.erased) {
        console.log(`Lead ${id} erased from the site, with its files, recordings, answers, notes, contacts and history.`);
        console.log(outcome.copies.length > 0 ? 'Copies sent before the erasure:' : 'No copy of it had been sent anywhere.');
        for (const copy of outcome.copies) console.log(`  ${copy.place}${copy.sent ? `: ${copy.sent}` : ''}. ${copy.todo}`);
        // This process runs no outbox worker: the site's worker delivers the event on its next round.
        if (outcome.crmAsked)
          console.log('The CRM is sent a lead.erased event by the site’s outbox; `/admin/erasures` shows when it was told.');
      } else {
        console.error(`No lead with id ${id}.`);
        process.exitCode = 1;
      }
      break;
    }
    default:
      console.error(usage);
      process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.stop();
}

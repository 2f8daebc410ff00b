// Staff accounts of the inbox (/admin), on the configured database (DATABASE_URL, else SQLite
// under DATA_DIR).
//   npm run staff -- add <email> [--name "Ayşe Demir"] [--generate]
//   npm run staff -- list
//   npm run staff -- remove <email>
//   npm run staff -- reset <email> [--generate]
//   npm run staff -- totp <email>      a new second factor (a lost phone)
//   npm run staff -- totp              a secret for ADMIN_TOTP_SECRET
// `add` and `totp` show the second factor's secret once, as a QR code for an authenticator app.
// `add` and `reset` ask for the password on a terminal (12 characters at least, not a common or
// easily guessed one), or read it from STAFF_PASSWORD; with --generate they make one and print it
// once. `reset` emails the account's owner that the password changed (with SMTP_URL).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { site } from '../src/config/site';
import { parseEnv } from '../src/env';
import { notifyCredentialChanged } from '../src/server/auth/notify';
import { newTotpSecret, totpUri } from '../src/server/auth/second-factor';
import {
  addStaff,
  GENERATED_PASSWORD_DAYS,
  generatePassword,
  listStaff,
  removeStaff,
  resetPassword,
  resetSecondFactor,
  StaffProblem,
} from '../src/server/auth/staff';
import { openDatabase } from '../src/server/db/database';
import { createMailTransport } from '../src/server/mail';

const usage = `Usage:
  npm run staff -- add <email> [--name "Display Name"] [--generate]
  npm run staff -- list
  npm run staff -- remove <email>
  npm run staff -- reset <email> [--generate]
  npm run staff -- totp [<email>]`;

/** The second factor, shown once: a QR code for the authenticator app, and the secret to type instead. */
async function showSecondFactor(secret: string, email: string) {
  const uri = totpUri(secret, email, site.brand);
  console.log('\nThe second factor: scan this QR code with an authenticator app (shown once):\n');
  console.log(await QRCode.toString(uri, { type: 'terminal', small: true }));
  console.log(`Or type this key into the app: ${secret}`);
  console.log(`(${uri})\n`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, generate: { type: 'boolean', default: false } },
});
const [command, email] = positionals;

/** The password: generated, from STAFF_PASSWORD, or typed twice on a terminal without echo. */
async function password(): Promise<{ value: string; generated: boolean }> {
  if (values.generate) return { value: generatePassword(), generated: true };
  if (process.env.STAFF_PASSWORD) return { value: process.env.STAFF_PASSWORD, generated: false };
  if (!process.stdin.isTTY) throw new StaffProblem('No terminal to type a password on: set STAFF_PASSWORD, or use --generate.');
  const ask = async (question: string) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Typed characters are not echoed.
    (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    const answer = await prompt.question(question);
    prompt.close();
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask('Password (12 characters at least): ');
  const second = await ask('The same password again: ');
  if (first !== second) throw new StaffProblem('The two passwords differ.');
  return { value: first, generated: false };
}

const env = parseEnv(process.env);
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, postgresSchema: env.DATABASE_SCHEMA });
try {
  switch (command) {
    case 'add': {
      if (!email) throw new StaffProblem(usage);
      const secret = await password();
      const staff = await addStaff(database.db, { email, name: values.name, password: secret.value, generated: secret.generated });
      console.log(`Account created for ${staff.display_name} <${staff.email}>. Sign in at ${env.SITE_URL}/admin`);
      if (secret.generated) {
        console.log(`Password (shown once): ${secret.value}`);
        console.log(`It works for ${GENERATED_PASSWORD_DAYS} days, to sign in once and choose one's own.`);
      }
      await showSecondFactor(staff.totpSecret, staff.email);
      break;
    }
    case 'list': {
      const staff = await listStaff(database.db);
      if (staff.length === 0) console.log('No staff accounts yet: npm run staff -- add you@example.com');
      for (const member of staff) {
        const since = new Date(Number(member.created_at)).toISOString().slice(0, 10);
        console.log(
          `${member.email}  ${member.display_name}  since ${since}${member.secondFactor ? '' : '  (no second factor: npm run staff -- totp)'}`,
        );
      }
      break;
    }
    case 'remove': {
      if (!email) throw new StaffProblem(usage);
      const staff = await removeStaff(database.db, email);
      console.log(`Account of ${staff.email} removed; its sessions ended and its leads are unassigned.`);
      break;
    }
    case 'reset': {
      if (!email) throw new StaffProblem(usage);
      const secret = await password();
      const staff = await resetPassword(database.db, email, secret.value, { generated: secret.generated });
      console.log(`Password of ${staff.email} changed; every session of the account ended.`);
      const mail = env.SMTP_URL ? createMailTransport(env.SMTP_URL) : undefined;
      await notifyCredentialChanged(mail, env.SMTP_FROM, staff, 'password', 'cli');
      mail?.close();
      if (!mail) console.log('No SMTP_URL: tell the coordinator about the new password yourself.');
      if (secret.generated) console.log(`Password (shown once): ${secret.value}`);
      break;
    }
    case 'totp': {
      if (!email) {
        const secret = newTotpSecret();
        console.log(`A new secret for ADMIN_TOTP_SECRET: ${secret}`);
        await showSecondFactor(secret, env.ADMIN_EMAIL ?? 'coordinator');
        break;
      }
      const staff = await resetSecondFactor(database.db, email);
      console.log(`New second factor for ${staff.email}; every session of the account ended.`);
      await showSecondFactor(staff.totpSecret, staff.email);
      const mail = env.SMTP_URL ? createMailTransport(env.SMTP_URL) : undefined;
      await notifyCredentialChanged(mail, env.SMTP_FROM, staff, 'second factor', 'cli');
      mail?.close();
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
  await database.close();
}

import 'server-only';
import { env } from '@/env';
import { createInterviewRuntime, type InterviewRuntime } from '@/features/interview/runtime.server';
import { findInterviewLead } from '@/features/interview/repository.server';
import { startLeadRuntime, type LeadRuntime } from '@/features/leads/runtime.server';
import { registerLeadLookup } from '@/lib/lead-lookup';
import { SignInLimits } from '@/server/auth/sign-in-limits';
import { notifyCredentialChanged } from '@/server/auth/notify';
import { countStaff, ensureStaff, findStaffByEmail, StaffProblem } from '@/server/auth/staff';
import { log } from '@/server/log';

/**
 * The server's runtime, one per process: the lead intake with its outbox worker, and the
 * assistant interview, which writes its notifications into the same outbox. The features stay
 * independent; this is where they are joined. Shared by the instrumentation hook and the route
 * handlers (Next.js bundles them separately, so the instance lives on `globalThis`).
 */
export interface AppRuntime {
  leads: LeadRuntime;
  interview: InterviewRuntime;
  /** The staff inbox's failed sign-ins, per account and per address. */
  signInLimits: SignInLimits;
}

/** The staff account of ADMIN_EMAIL, and a word in the log when nobody can sign in yet. */
async function prepareStaff(leads: LeadRuntime) {
  const db = leads.database.db;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD && env.ADMIN_TOTP_SECRET) {
    // A weak password stops the start, before any account is made with it (ASVS 4.0.3 V2.1.7).
    let outcome;
    try {
      outcome = await ensureStaff(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, env.ADMIN_TOTP_SECRET);
    } catch (error) {
      if (error instanceof StaffProblem)
        throw new ConfigurationProblem(`ADMIN_PASSWORD: ${error.message} Choose a longer, less common one.`);
      throw error;
    }
    log.info('inbox.admin_account', { outcome });
    if (outcome === 'updated') {
      const staff = await findStaffByEmail(db, env.ADMIN_EMAIL);
      if (staff) await notifyCredentialChanged(leads.mail, env.SMTP_FROM, staff, 'password', 'deployment');
    }
  }
  if ((await countStaff(db)) === 0) {
    log.warn('inbox.no_staff', {
      message:
        'No staff account yet, so nobody can sign in at /admin: run `npm run staff -- add you@example.com` (or set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET).',
    });
  }
}

/** A setting the server cannot start with: the process stops with this message (src/instrumentation.ts). */
export class ConfigurationProblem extends Error {
  override name = 'ConfigurationProblem';
}

const holder = globalThis as typeof globalThis & { __appRuntime?: Promise<AppRuntime> };

export function appRuntime(): Promise<AppRuntime> {
  holder.__appRuntime ??= startLeadRuntime(env)
    .then(async (leads) => {
      registerLeadLookup(async (id) => Boolean(await findInterviewLead(leads.database.db, id)));
      await prepareStaff(leads);
      return {
        leads,
        signInLimits: new SignInLimits(leads.limiters),
        interview: createInterviewRuntime(
          {
            db: leads.database.db,
            storage: leads.storage,
            channels: leads.intake.channels,
            limiters: leads.limiters,
            nudge: () => leads.worker.nudge(),
          },
          env,
        ),
      };
    })
    .catch((error: unknown) => {
      holder.__appRuntime = undefined;
      throw error;
    });
  return holder.__appRuntime;
}

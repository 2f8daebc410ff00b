import 'server-only';
import { env, type Env } from '@/env';
import { createInterviewFeature, type InterviewFeature } from '@/features/interview/feature.server';
import { findInterviewLead } from '@/features/interview/repository.server';
import { createLeadsFeature, type LeadsFeature } from '@/features/leads/feature.server';
import { SignInLimits } from '@/server/auth/sign-in-limits';
import { notifyCredentialChanged } from '@/server/auth/notify';
import { countStaff, ensureStaff, findStaffByEmail, StaffProblem } from '@/server/auth/staff';
import { openServerCore, type CoreOptions, type ServerCore } from '@/server/core';
import { log } from '@/server/log';

/**
 * The server's runtime, one per process: the core (database, storage, mail, limits, outbox,
 * lead data, fleet jobs) opened once and handed to each feature, which registers what it
 * renders and keeps (issue 22). The features stay independent; this is where they are joined.
 */
export interface AppRuntime {
  core: ServerCore;
  leads: LeadsFeature;
  interview: InterviewFeature;
  /** The staff inbox's failed sign-ins, per account and per address. */
  signInLimits: SignInLimits;
  stop(): Promise<void>;
}

/**
 * Opens the core and joins the features to it, without starting anything that runs by itself
 * (the command line's erasure needs every feature's lead data, and no outbox worker).
 */
export async function openApp(config: Env, options: CoreOptions = {}): Promise<AppRuntime> {
  const core = await openServerCore(config, options);
  const leads = createLeadsFeature(core);
  const interview = createInterviewFeature(core);
  return {
    core,
    leads,
    interview,
    signInLimits: new SignInLimits(core.limiters),
    async stop() {
      interview.stop();
      await core.close();
    },
  };
}

/** Opens the application and starts the outbox worker, the fleet's jobs and the interview's sweep. */
export async function startApp(config: Env, options: CoreOptions = {}): Promise<AppRuntime> {
  const app = await openApp(config, options);
  app.core.start();
  app.interview.start();
  const { core } = app;
  const channels = core.outbox.channels;
  log.info('leads.ready', {
    storage: core.database.description,
    files: core.storage.description,
    limits: core.limitStore.description,
    coordinatorEmail: channels.includes('coordinator-email') ? 'on' : 'off (set SMTP_URL and LEADS_NOTIFY_TO)',
    visitorEmail: channels.includes('visitor-email') ? 'on' : 'off (set SMTP_URL)',
    webhook: channels.includes('webhook') ? 'on' : 'off (set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET)',
    rateLimit: config.LEADS_RATE_LIMIT ? 'on' : 'OFF',
  });
  if (!channels.includes('coordinator-email') && !channels.includes('webhook')) {
    log.warn('leads.nobody_notified', {
      message:
        'Leads are stored but nobody is notified: configure SMTP_URL with LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL. Until then run `npm run leads -- list`.',
    });
  }
  return app;
}

/** The staff account of ADMIN_EMAIL, and a word in the log when nobody can sign in yet. */
async function prepareStaff(core: ServerCore) {
  const db = core.database.db;
  if (core.config.ADMIN_EMAIL && core.config.ADMIN_PASSWORD && core.config.ADMIN_TOTP_SECRET) {
    // A weak password stops the start, before any account is made with it (ASVS 4.0.3 V2.1.7).
    let outcome;
    try {
      outcome = await ensureStaff(db, core.config.ADMIN_EMAIL, core.config.ADMIN_PASSWORD, core.config.ADMIN_TOTP_SECRET);
    } catch (error) {
      if (error instanceof StaffProblem)
        throw new ConfigurationProblem(`ADMIN_PASSWORD: ${error.message} Choose a longer, less common one.`);
      throw error;
    }
    log.info('inbox.admin_account', { outcome });
    if (outcome === 'updated') {
      const staff = await findStaffByEmail(db, core.config.ADMIN_EMAIL);
      if (staff) await notifyCredentialChanged(core.mail, core.config.SMTP_FROM, staff, 'password', 'deployment');
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

// Next.js bundles the instrumentation hook, the proxy and the route handlers separately: the one
// runtime of the process lives on `globalThis`.
const holder = globalThis as typeof globalThis & { __appRuntime?: Promise<AppRuntime> };

export function appRuntime(): Promise<AppRuntime> {
  holder.__appRuntime ??= startApp(env)
    .then(async (runtime) => {
      await prepareStaff(runtime.core);
      return runtime;
    })
    .catch((error: unknown) => {
      holder.__appRuntime = undefined;
      throw error;
    });
  return holder.__appRuntime;
}

/**
 * Whether the call page's lead exists, asked by src/proxy.ts before the page renders: an unknown
 * id is answered with the 404 page, because Next.js 16 leaves a page's own notFound() as an
 * empty document until scripts run (vercel/next.js#98954), where a rewrite to an unmatched path
 * renders the 404 page into the HTML. The proxy imports this module only for call pages.
 */
export async function interviewLeadExists(id: string): Promise<boolean> {
  const { core } = await appRuntime();
  return Boolean(await findInterviewLead(core.database.db, id));
}

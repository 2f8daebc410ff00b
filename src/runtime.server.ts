import 'server-only';
import { env } from '@/env';
import { createInterviewRuntime, type InterviewRuntime } from '@/features/interview/runtime.server';
import { findInterviewLead } from '@/features/interview/repository.server';
import { startLeadRuntime, type LeadRuntime } from '@/features/leads/runtime.server';
import { registerLeadLookup } from '@/lib/lead-lookup';

/**
 * The server's runtime, one per process: the lead intake with its outbox worker, and the
 * assistant interview, which writes its notifications into the same outbox. The features stay
 * independent; this is where they are joined. Shared by the instrumentation hook and the route
 * handlers (Next.js bundles them separately, so the instance lives on `globalThis`).
 */
export interface AppRuntime {
  leads: LeadRuntime;
  interview: InterviewRuntime;
}

const holder = globalThis as typeof globalThis & { __appRuntime?: Promise<AppRuntime> };

export function appRuntime(): Promise<AppRuntime> {
  holder.__appRuntime ??= startLeadRuntime(env)
    .then((leads) => {
      registerLeadLookup(async (id) => Boolean(await findInterviewLead(leads.database.db, id)));
      return {
        leads,
        interview: createInterviewRuntime(
          { db: leads.database.db, storage: leads.storage, channels: leads.intake.channels, nudge: () => leads.worker.nudge() },
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

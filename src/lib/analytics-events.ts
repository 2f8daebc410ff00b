/**
 * The events a form reports to analytics, kept apart from src/lib/analytics.ts so that the forms'
 * JavaScript stays small. Before the visitor accepts analytics there is no `gtag` (nothing is
 * sent); after a withdrawal the tag is switched off by its `ga-disable-<id>` flag.
 */

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** A lead was sent: its kind, its programme or treatment, and its language. Nothing personal. */
export function trackLead(form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  window.gtag?.('event', 'generate_lead', {
    lead_type: field('type'),
    programme: field('programme'),
    treatment: field('treatment'),
    locale: field('locale'),
  });
}

/**
 * Whether a lead exists, asked by src/proxy.ts before the call page renders: an unknown id must
 * be answered with the 404 page, and Next.js 16 leaves a page's own notFound() as an empty
 * document until scripts run (vercel/next.js#98954), where a rewrite to an unmatched path renders
 * the 404 page into the HTML. The server's runtime registers the lookup when it starts
 * (src/runtime.server.ts); the proxy runs in the same process and reads it here, without
 * bundling the database into the proxy.
 */
type Lookup = (id: string) => Promise<boolean>;

const holder = globalThis as typeof globalThis & { __leadLookup?: Lookup };

export function registerLeadLookup(lookup: Lookup) {
  holder.__leadLookup = lookup;
}

/** `undefined` when no runtime registered a lookup: the page then decides alone. */
export async function leadExists(id: string): Promise<boolean | undefined> {
  return holder.__leadLookup ? holder.__leadLookup(id) : undefined;
}

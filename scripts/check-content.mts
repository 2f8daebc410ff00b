/*
 * Checks treatment and landing copy and the replies to patients against their schema and rules:
 * `npm run check:content -- [locale] [id…]` (an id is a treatment, a landing programme or
 * `replies`). The same rules run in the unit tests; this prints every problem at once for a writer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { programmes, type Programme } from '../src/config/landings';
import { treatmentIds, type TreatmentId } from '../src/config/treatments';
import { landingContentProblems } from '../src/lib/content/landing-content';
import { repliesContentProblems } from '../src/lib/content/schemas';
import { treatmentContentProblems } from '../src/lib/content/treatment-content';
import { locales } from '../src/i18n/locales';

const [localeArg, ...idArgs] = process.argv.slice(2);
const chosenLocales = localeArg ? [localeArg] : [...locales];
const chosen = (all: readonly string[]) => (idArgs.length > 0 ? all.filter((id) => idArgs.includes(id)) : [...all]);
let failed = false;
function report(file: string, problems: (raw: unknown) => string[]) {
  const found = existsSync(file) ? problems(JSON.parse(readFileSync(file, 'utf8'))) : ['missing'];
  if (found.length > 0) failed = true;
  console.log(found.length === 0 ? `ok      ${file}` : `FAILED  ${file}\n  ${found.join('\n  ')}`);
}
for (const locale of chosenLocales) {
  for (const id of chosen(treatmentIds) as TreatmentId[]) {
    report(`content/${locale}/treatments/${id}.json`, (raw) => treatmentContentProblems(id, raw));
  }
  for (const id of chosen(programmes) as Programme[]) {
    report(`content/${locale}/landings/${id}.json`, (raw) => landingContentProblems(id, raw));
  }
  if (chosen(['replies']).length > 0) report(`content/${locale}/replies.json`, repliesContentProblems);
}
process.exit(failed ? 1 : 0);

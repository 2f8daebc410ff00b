/*
 * Checks treatment copy against its schema and rules: `npm run check:content -- [locale] [id…]`.
 * The same rules run in the unit tests; this prints every problem at once for a writer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { treatmentIds, type TreatmentId } from '../src/config/treatments';
import { treatmentContentProblems } from '../src/lib/content/treatment-content';
import { locales } from '../src/i18n/locales';

const [localeArg, ...idArgs] = process.argv.slice(2);
const chosenLocales = localeArg ? [localeArg] : [...locales];
const ids = (idArgs.length > 0 ? idArgs : treatmentIds) as TreatmentId[];
let failed = false;
for (const locale of chosenLocales) {
  for (const id of ids) {
    const file = `content/${locale}/treatments/${id}.json`;
    const problems = existsSync(file) ? treatmentContentProblems(id, JSON.parse(readFileSync(file, 'utf8'))) : ['missing'];
    if (problems.length > 0) failed = true;
    console.log(problems.length === 0 ? `ok      ${file}` : `FAILED  ${file}\n  ${problems.join('\n  ')}`);
  }
}
process.exit(failed ? 1 : 0);

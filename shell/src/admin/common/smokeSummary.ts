import type { IntlShape } from 'react-intl';

/**
 * The smoke run's summary line (the first of its note, written once by the server's smokeNote in English) in the
 * console's language. The four forms smokeNote writes are translated; any other line is shown as written.
 */
const FORMS: Array<[RegExp, string, (m: RegExpMatchArray) => Record<string, number>]> = [
  [/^(\d+) of (\d+) routes? failed$/, 'admin.releases.smoke.sumFailed', (m) => ({ failed: Number(m[1]), total: Number(m[2]) })],
  [/^all (\d+) routes? passed$/, 'admin.releases.smoke.sumPassed', (m) => ({ total: Number(m[1]) })],
  [/^every route opened, but (\d+) problems?$/, 'admin.releases.smoke.sumProblems', (m) => ({ count: Number(m[1]) })],
  [/^no route was opened$/, 'admin.releases.smoke.sumNone', () => ({})],
];

export function smokeSummary(intl: IntlShape, line: string): string {
  for (const [form, id, values] of FORMS) {
    const match = form.exec(line.trim());
    if (match) return intl.formatMessage({ id }, values(match));
  }
  return line;
}

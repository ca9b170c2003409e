import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * `npm run lint` holds the README's size rules (eslint.config.mjs): no source file over 250 lines, no component
 * over 100. Each fixture in fixtures/size/ is one line past a limit or exactly at it (a file of 251 lines is the one of 250 with a line more), and is linted here with the
 * repository's own config as if it sat where the rule applies (lint/fixtures is ignored by the real run).
 */
const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

// Loading the config and its plugins takes seconds under load: once, before the cases and their time limit.
beforeAll(() => eslint.calculateConfigForFile(path.join(ROOT, 'server/src/fixture.ts')), 60_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'size', name), 'utf8');
/** The 250-line fixture with one line more: 251. */
const oneMore = (text: string) => `// one line more\n${text}`;

/** The size rules' messages for a fixture (or its text changed by `edit`) linted as the file at `asPath`. */
async function sizeErrors(name: string, asPath: string, edit = (text: string) => text): Promise<string[]> {
  const text = edit(fixture(name));
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, asPath), warnIgnored: true });
  // Nothing but the size rules may speak: a fixture that broke another rule would prove nothing about these.
  expect(result!.messages.filter((m) => m.ruleId !== 'max-lines' && m.ruleId !== 'max-lines-per-function')).toEqual([]);
  return result!.messages.map((m) => `${m.ruleId} (${m.severity === 2 ? 'error' : 'warning'}): ${m.message}`);
}

describe('max-lines: no source file over 250 lines, blank lines and comments counted', () => {
  it('refuses a file of 251 lines, in the server and in a remote', async () => {
    // Any folder, a mock API's too: no file is named out of the rule.
    for (const at of ['server/src/modules/orders/fixture.ts', 'mf-bank/src/features/deposit/fixture.ts', 'mf-shopping/src/mock/fixture.ts']) {
      expect(await sizeErrors('at-250.ts', at, oneMore)).toEqual(['max-lines (error): File has too many lines (251). Maximum allowed is 250.']);
    }
  });

  it('lets a file of exactly 250 lines pass', async () => {
    expect(await sizeErrors('at-250.ts', 'server/src/modules/orders/fixture.ts')).toEqual([]);
  });

  it('counts a blank line and a comment line like any other', async () => {
    const tooMany = ['max-lines (error): File has too many lines (251). Maximum allowed is 250.'];
    expect(await sizeErrors('at-250.ts', 'server/src/fixture.ts', (text) => `\n${text}`)).toEqual(tooMany);
    expect(await sizeErrors('at-250.ts', 'server/src/fixture.ts', (text) => `// why\n${text}`)).toEqual(tooMany);
  });

  it('leaves tests alone, wherever they sit', async () => {
    for (const at of ['server/test/fixture.test.ts', 'mf-bank/src/features/deposit/fixture.test.ts', 'tests/e2e/fixture.test.ts', 'server/test/support/fixture.ts']) {
      expect(await sizeErrors('at-250.ts', at, oneMore)).toEqual([]);
    }
  });
});

describe('max-lines-per-function: no component over 100 lines', () => {
  it('refuses a component of 101 lines', async () => {
    expect(await sizeErrors('Over100.tsx', 'mf-bank/src/features/deposit/Fixture.tsx')).toEqual([
      "max-lines-per-function (error): Function 'Over100' has too many lines (101). Maximum allowed is 100.",
    ]);
  });

  it('counts a blank line inside the component', async () => {
    expect(await sizeErrors('At100.tsx', 'shell/src/features/home/Fixture.tsx', (text) => text.replace('  return (', '\n  return ('))).toEqual([
      "max-lines-per-function (error): Function 'At100' has too many lines (101). Maximum allowed is 100.",
    ]);
  });

  it('lets a component of exactly 100 lines pass', async () => {
    expect(await sizeErrors('At100.tsx', 'shell/src/features/home/Fixture.tsx')).toEqual([]);
  });

  it('leaves a component test alone', async () => {
    expect(await sizeErrors('Over100.tsx', 'mf-bank/src/features/deposit/Fixture.test.tsx')).toEqual([]);
  });
});

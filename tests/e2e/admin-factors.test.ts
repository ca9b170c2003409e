import type { Page } from 'playwright-core';
import { OperatorService } from 'server/src/modules/operators/service';
import { apiPost, artifactShot } from '../src/api';
import { openPage, PHONE, startShop, type Shop } from '../src/shop';

/**
 * A second factor for every operator, in Chromium (issue 26): a finance operator on a phone-sized page enrols a
 * passkey with the browser's own virtual authenticator (the DevTools protocol's WebAuthn domain: a platform
 * authenticator that verifies its user), sees the recovery codes once, logs out and logs in again with the passkey.
 */
let shop: Shop;
const FINANCE = { username: 'qa-passkey', password: 'passkey-pass-1' };

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).save('cli:test', { username: FINANCE.username, roles: ['finance'], password: FINANCE.password });
});
afterAll(() => shop?.close());

/** The shop by name, not by address: a passkey's relying party is a host name (WebAuthn takes no IP address). */
const byName = () => shop.url.replace('127.0.0.1', 'localhost');

/** A virtual passkey authenticator in this page's browser context: internal, resident keys, user verified, no prompt. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** The console has the operator's session (stored) and has left the login page. */
async function loggedIn(page: Page) {
  await page.waitForFunction(() => Boolean(localStorage.getItem('snapmall:admin-session')));
  await page.getByTestId('second-step').or(page.getByTestId('recovery-codes')).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

async function password(page: Page) {
  await page.getByLabel('Username').fill(FINANCE.username);
  await page.getByLabel('Password').fill(FINANCE.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('an operator’s passkey', () => {
  it('is enrolled at the first login on a phone, shows the recovery codes once, and logs the operator in next time', async () => {
    const { page, context, problems } = await openPage(shop, PHONE, 'en-US');
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${byName()}/admin/`);
    await password(page);
    // A finance operator with no factor: the enrolment, not the console.
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await artifactShot(page, 'admin-factors-enrol-phone');
    await page.getByTestId('enrol-passkey').click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await artifactShot(page, 'admin-factors-codes-phone');
    expect(await authenticator.credentials()).toHaveLength(1);
    // Keyboard: the way on is a button reached and pressed like any other.
    await page.getByTestId('recovery-codes-done').focus();
    await page.keyboard.press('Enter');
    await loggedIn(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // Logged out (the session forgotten), the password asks for the passkey, which opens the console again.
    await page.evaluate(() => localStorage.removeItem('snapmall:admin-session'));
    await page.goto(`${byName()}/admin/`);
    await page.reload();
    await password(page);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await artifactShot(page, 'admin-factors-verify-phone');
    await page.getByTestId('factor-passkey').click();
    await loggedIn(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('snapmall:admin-session') ?? 'null') as { token: string } | null);
    expect(stored?.token).toEqual(expect.any(String));
    // The token is a real session: the API opens a finance call with it.
    await expect(apiPost(shop.url, '/api/admin/deposit/list', { page: 1 }, stored!.token)).resolves.toBeTruthy();
    // The Security page lists the passkey, used once.
    await page.goto(`${byName()}/admin/#/security`);
    await page.getByTestId('passkey-list').getByRole('listitem').first().waitFor();
    await artifactShot(page, 'admin-factors-security-phone');
    // Removing it asks first, in the console's own dialog (not the browser's); Cancel keeps it.
    await page.getByTestId('passkey-list').getByRole('button', { name: 'Remove' }).click();
    const ask = page.getByRole('dialog');
    await expect(ask.textContent()).resolves.toContain('Remove');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask.count()).resolves.toBe(0);
    await expect(page.getByTestId('passkey-list').getByRole('listitem').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

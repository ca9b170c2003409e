import '../../../test/webcrypto';
import { createHash, createHmac } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { messages } from '../../routes';
import { DRAW, GAME } from '../../../test/fixtures';
import VerifyPage from './VerifyPage';

/** A real draw of game 1, period 42, computed by hand with Node (docs/customers.md), not with the code under test. */
const seed = createHash('sha256').update('a seed for the test').digest('hex');
const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const dice: number[] = [];
for (let round = 0; dice.length < 3; round++) {
  for (const b of createHmac('sha256', Buffer.from(seed, 'hex')).update(`1:42:${round}`).digest()) if (b < 252 && dice.length < 3) dice.push((b % 6) + 1);
}
const GOOD = { ...DRAW, period_no: 42, seed, commitment, dice, sum: dice.reduce((a, b) => a + b, 0) };

const render = (query: Record<string, string>, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(<VerifyPage query={query} />, { store: storeWithUser(), catalogs: { mf_lottery: messages }, lang });

const api = () =>
  mockApi({
    '/api/lottery/games': () => ({ data: [GAME] }),
    '/api/lottery/draw': (body) => ({
      data: body.period_no === 42 ? { status: 'drawn', draw: GOOD } : { status: Number(body.period_no) > 43 ? 'pending' : 'none', draw: null },
    }),
  });

it('recomputes a published draw in the browser and says it verifies', async () => {
  const calls = api();
  render({ game_id: '1', period_no: '42' });
  expect((await screen.findByTestId('verdict')).textContent).toBe('✓ Verified: period 42 is fair');
  expect(screen.getByTestId('check-seed').textContent).toBe(seed);
  expect(screen.getByTestId('check-commitment').textContent).toBe(commitment);
  expect(screen.getByTestId('check-hash').textContent).toBe(commitment);
  expect(screen.getByTestId('seed-mark').textContent).toBe('✓ matches');
  expect(screen.getByTestId('dice-mark').textContent).toBe('✓ matches');
  expect(within(screen.getByTestId('check-dice')).getByRole('img').getAttribute('aria-label')).toBe(`Dice ${dice.join(', ')}, total ${GOOD.sum}`);
  expect(calls.bodies('/api/lottery/draw')).toEqual([expect.objectContaining({ game_id: 1, period_no: 42 })]);
});

it('fails a tampered seed, and dice that are not the announced ones', async () => {
  api();
  render({ game_id: '1', period_no: '42' }, 'zh-tw');
  await screen.findByTestId('verdict');
  const tampered = (seed[0] === 'a' ? 'b' : 'a') + seed.slice(1);
  fireEvent.change(screen.getByLabelText('種子（開獎後公開）'), { target: { value: tampered } });
  fireEvent.click(screen.getByRole('button', { name: '驗證' }));
  expect((await screen.findByText('✗ 驗證失敗：第 42 期')).tagName).toBe('H2');
  expect(screen.getByTestId('seed-mark').textContent).toBe('✗ 不相符');
  expect(screen.getByTestId('check-hash').textContent).not.toBe(commitment);

  fireEvent.change(screen.getByLabelText('種子（開獎後公開）'), { target: { value: seed } });
  const other = dice.map((d) => (d % 6) + 1).join(' ');
  fireEvent.change(screen.getByLabelText('公布的骰子'), { target: { value: other } });
  fireEvent.click(screen.getByRole('button', { name: '驗證' }));
  await waitFor(() => expect(screen.getByTestId('seed-mark').textContent).toBe('✓ 相符'));
  expect(screen.getByTestId('verdict').textContent).toBe('✗ 驗證失敗：第 42 期');
  expect(screen.getByTestId('dice-mark').textContent).toBe('✗ 不相符');
});

it('checks a seed pasted by hand, and explains what is not right in a field', async () => {
  mockApi({ '/api/lottery/games': () => ({ data: [GAME] }) });
  render({});
  expect(((await screen.findByRole('combobox', { name: 'Game' })) as HTMLSelectElement).value).toBe('1');
  fireEvent.change(screen.getByLabelText('Period number'), { target: { value: '42' } });
  fireEvent.change(screen.getByLabelText('Seed (revealed after the draw)'), { target: { value: 'xyz' } });
  fireEvent.change(screen.getByLabelText('Commitment (published before the period opened)'), { target: { value: commitment.toUpperCase() } });
  fireEvent.change(screen.getByLabelText('Dice announced'), { target: { value: '7 7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'The seed is hexadecimal: pairs of 0–9 and a–f',
    'Three dice, 1 to 6 each, for example 3 5 6',
  ]);
  fireEvent.change(screen.getByLabelText('Seed (revealed after the draw)'), { target: { value: ` ${seed.toUpperCase()} ` } });
  fireEvent.change(screen.getByLabelText('Dice announced'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect((await screen.findByTestId('verdict')).textContent).toBe('✓ Verified: period 42 is fair');
  expect(screen.queryByTestId('dice-mark')).toBeNull();
  expect(screen.getByText('Not given')).toBeTruthy();
});

it('says when the period has not been drawn yet', async () => {
  api();
  render({ game_id: '1', period_no: '44' });
  expect((await screen.findByTestId('draw-missing')).textContent).toBe('Period 44 has not been drawn yet. Its seed is revealed at the draw.');
});

it('says why it cannot check on a page without Web Crypto (plain http)', async () => {
  const crypto = globalThis.crypto;
  Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: crypto.getRandomValues.bind(crypto) }, configurable: true });
  try {
    mockApi({ '/api/lottery/games': () => ({ data: [GAME] }) });
    render({});
    expect((await screen.findByTestId('no-crypto')).textContent).toMatch(/^This browser checks draws only on a secure \(https\) page/);
    expect(screen.getByRole('button', { name: 'Verify' }).matches(':disabled')).toBe(true);
  } finally {
    Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
  }
});

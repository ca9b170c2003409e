import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReleaseListAnswer, RemoteView } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage, setWide } from '../common/testing';
import ReleasesPage from './ReleasesPage';

const REMOTES: RemoteView[] = [
  { id: 1, name: 'mf-bank', prefixes: ['/pages/bank/'], owner: 'team bank', created_at: 1_764_000_000, can_deploy: true },
  { id: 2, name: 'mf-shopping', prefixes: ['/pages/shopping/'], owner: 'team shop', created_at: 1_764_000_000, can_deploy: false },
];
const telemetry = (loads: number, failures: number) => ({ loads_window: loads, failures_window: failures, loads_day: loads * 10, failures_day: failures * 10 });
const release = (id: number, version: string, more: Partial<ReleaseListAnswer['releases'][number]>): ReleaseListAnswer['releases'][number] => ({
  id, remote: 'mf-bank', version, created_by: 'deploy:team-bank', created_at: 1_764_000_000 + id, size: 204_800, requires: {}, routes: ['/pages/bank/deposit'],
  smoke: 'passed', smoke_note: 'all 2 routes passed\n/pages/bank/deposit ok\n/pages/bank/withdraw ok', smoke_at: 1_764_000_100, pruned: false,
  channels: [], canary_percent: null, telemetry: telemetry(0, 0), ...more,
});
const LIST: ReleaseListAnswer = {
  remote: 'mf-bank',
  rule: { min_clients: 10, max_extra_failure_rate: 0.05, window_minutes: 5, min_vitals: 20, vitals_margin: 0.2 },
  can_deploy: true,
  log: [
    { at: 1_764_000_300, action: 'withdraw', version: '0.1.0+ccc', channel: 'canary', percent: 50, actor: 'system:canary-judge', note: 'failures 9/20 (45 %) vs stable 0/30 (0 %)' },
    { at: 1_764_000_200, action: 'smoke', version: '0.1.0+ddd', channel: null, percent: null, actor: 'smoke:runner', note: '1 of 2 routes failed' },
  ],
  releases: [
    release(4, '0.1.0+ddd', { smoke: 'failed', smoke_note: '1 of 2 routes failed\n/pages/bank/deposit ok\n/pages/bank/withdraw FAILED\nTypeError: boom' }),
    release(3, '0.1.0+ccc', { channels: ['canary'], canary_percent: 10, telemetry: telemetry(12, 1) }),
    release(2, '0.1.0+bbb', { smoke: 'queued', smoke_note: '', smoke_at: null }),
    release(1, '0.1.0+aaa', { channels: ['stable'], telemetry: telemetry(40, 0) }),
  ],
};

function open(list: Partial<ReleaseListAnswer> = {}, roles: ['owner'] | ['finance'] = ['owner'], refuse = false) {
  const api = mockApi({
    '/api/admin/remote/list': () => ({ data: REMOTES }),
    '/api/admin/release/list': (body) => ({ data: { ...LIST, ...list, remote: body.remote } }),
    '/api/admin/release/promote': () => (refuse ? { code: 0, msg: 'Its smoke run has not passed' } : { data: {} }),
    '/api/admin/release/canary': (body) => ({ data: { version: body.version, percent: body.percent } }),
    '/api/admin/release/rollback': () => ({ data: {} }),
    '/api/admin/release/preview': () => ({ data: { token: 't', query: '?preview=t', expires: 1_764_003_600 } }),
    '/api/admin/remote/retire': (body) => ({ data: { name: body.name, retired: true } }),
  });
  renderConsolePage(<ReleasesPage query={{}} />, '/releases', { roles });
  return api;
}
const card = (version: string) => within(screen.getAllByTestId('release').find((c) => c.dataset.version === version)!);

beforeEach(() => setWide(true));
afterEach(() => setWide(false));

it('shows what is live with its reports, the rule in words, each release with its verdict and report, and the log', async () => {
  open();
  const stable = within(await screen.findByTestId('live-stable'));
  expect(stable.getByText('0.1.0+aaa')).toBeTruthy();
  expect(stable.getByText('40 loads, 0 failures')).toBeTruthy();
  const canary = within(screen.getByTestId('live-canary'));
  expect(canary.getByText('to 10 % of clients')).toBeTruthy();
  expect(canary.getByText('12 loads, 1 failure')).toBeTruthy();
  expect(canary.getByText('120 loads, 10 failures')).toBeTruthy();
  expect(screen.getByTestId('canary-rule').textContent).toBe(
    "The shop withdraws a canary by itself when over the last 5 minutes, it and stable each have at least 10 clients (each counted once), and its failure rate is more than 5 points above stable's. " +
      "It is withdrawn too when, over the same minutes, it and stable each have at least 20 samples of LCP (or of INP) from real visitors and its p75 is more than 20 % above stable's.",
  );
  expect(card('0.1.0+ddd').getByText('Smoke run failed')).toBeTruthy();
  expect(card('0.1.0+ddd').getByText('1 of 2 routes failed', { exact: false })).toBeTruthy();
  expect(card('0.1.0+ddd').getByText('/pages/bank/withdraw FAILED')).toBeTruthy();
  expect(card('0.1.0+aaa').getByText('200 KB, published by deploy:team-bank,', { exact: false })).toBeTruthy();
  const log = within(screen.getByTestId('release-log'));
  expect(log.getByText('Canary withdrawn by the shop')).toBeTruthy();
  expect(log.getByText('failures 9/20 (45 %) vs stable 0/30 (0 %)')).toBeTruthy();
});

it('keeps promote and canary off a release whose smoke has not passed, saying why', async () => {
  open();
  const failed = (await screen.findAllByTestId('release'))[0]!;
  const promote = within(failed).getByRole('button', { name: 'Promote' });
  expect(promote).toHaveProperty('disabled', true);
  expect(promote.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(promote.getAttribute('aria-describedby')!)!.textContent).toBe('Its smoke run failed: it can never go live.');
  expect(card('0.1.0+bbb').getByRole('button', { name: 'Promote' })).toHaveProperty('disabled', true);
  expect(card('0.1.0+bbb').getByText(/has not passed yet/)).toBeTruthy();
});

it('confirms a promote with exactly what changes, then sends it and shows the answer', async () => {
  const { bodies } = open();
  await screen.findAllByTestId('release');
  fireEvent.click(card('0.1.0+ccc').getByRole('button', { name: 'Promote' }));
  const dialog = within(screen.getByTestId('confirm'));
  expect(dialog.getByTestId('action-effect').textContent).toBe('Promote mf-bank 0.1.0+ccc to stable: every customer gets it at their next load (now: 0.1.0+aaa).');
  await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Promote' })));
  expect(bodies('/api/admin/release/promote')).toEqual([{ remote: 'mf-bank', version: '0.1.0+ccc', lang: 'en-us' }]);
  expect((await screen.findByTestId('release-done')).textContent).toBe('mf-bank 0.1.0+ccc is stable now.');
  expect(bodies('/api/admin/release/list').length).toBeGreaterThanOrEqual(2);
});

it('asks the canary share in its own dialog, refusing one outside 1 to 100, and sends nothing on Cancel', async () => {
  const { bodies } = open({ releases: [release(5, '0.1.0+eee', {}), ...LIST.releases.slice(3)] });
  await screen.findAllByTestId('release');
  fireEvent.click(card('0.1.0+eee').getByRole('button', { name: 'Canary…' }));
  const dialog = within(screen.getByTestId('confirm'));
  fireEvent.change(dialog.getByLabelText('Share of clients (%)'), { target: { value: '0' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Canary…' }));
  expect(dialog.getByRole('alert').textContent).toBe('Enter a whole number from 1 to 100.');
  fireEvent.change(dialog.getByLabelText('Share of clients (%)'), { target: { value: '25' } });
  expect(dialog.getByTestId('action-effect').textContent).toBe(
    'Send mf-bank 0.1.0+eee to 25 % of clients as the canary: they get it at their next load; everyone else stays on 0.1.0+aaa.',
  );
  await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Canary…' })));
  expect(bodies('/api/admin/release/canary')).toEqual([{ remote: 'mf-bank', version: '0.1.0+eee', percent: 25, lang: 'en-us' }]);

  fireEvent.click(screen.getByRole('button', { name: 'Roll back' }));
  fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Cancel' }));
  expect(bodies('/api/admin/release/rollback')).toEqual([]);
});

it('shows the server’s refusal in its words', async () => {
  open({}, ['owner'], true);
  await screen.findAllByTestId('release');
  fireEvent.click(card('0.1.0+ccc').getByRole('button', { name: 'Promote' }));
  await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Promote' })));
  expect((await screen.findByTestId('failure')).textContent).toBe('Its smoke run has not passed');
});

it('offers an owner to retire the remote, warning that its pages become unavailable', async () => {
  const { bodies } = open();
  await screen.findAllByTestId('release');
  fireEvent.click(screen.getByRole('button', { name: 'Retire remote' }));
  expect(within(screen.getByTestId('confirm')).getByText('Its pages (/pages/bank/) become unavailable to every customer at their next load.')).toBeTruthy();
  await act(async () => fireEvent.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Retire remote' })));
  expect(bodies('/api/admin/remote/retire')).toEqual([{ name: 'mf-bank', lang: 'en-us' }]);
});

it('shows no buttons to an operator without the deploy right, and lists only the remotes they may deploy', async () => {
  open({ can_deploy: false }, ['finance']);
  await screen.findAllByTestId('release');
  expect(within(screen.getByLabelText('Remote')).getAllByRole('option').map((o) => o.textContent)).toEqual(['mf-bank — /pages/bank/']);
  expect(screen.queryByRole('button', { name: /Promote|Canary|Roll back|Retire|End canary|Preview/ })).toBeNull();
  expect(screen.getByText('You may read it; changing it needs its deploy right.', { exact: false })).toBeTruthy();
});

it('makes a preview link for this browser’s client id', async () => {
  localStorage.setItem('snapmall:client', 'client-12345678');
  const { bodies } = open();
  await screen.findAllByTestId('release');
  await act(async () => fireEvent.click(card('0.1.0+ccc').getByRole('button', { name: 'Preview in this browser' })));
  expect(bodies('/api/admin/release/preview')[0]).toMatchObject({ remote: 'mf-bank', version: '0.1.0+ccc', client_id: 'client-12345678' });
  expect((await screen.findByTestId('preview-link')).getAttribute('href')).toMatch(/\/\?preview=t$/);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@snapmall/shared/test-utils';
import { game, renderAdminPage } from '../common/testing';
import GameEditPage from './GameEditPage';

const strip = ({ lang: _lang, ...rest }: Record<string, unknown>) => rest;

describe("a game's rules page", () => {
  it('opens with the published rules, each payout with its chance and house edge, the period length fixed', async () => {
    mockApi({ '/api/admin/lottery/game/list': () => ({ data: [game(3)] }) });
    renderAdminPage(<GameEditPage query={{ id: '3' }} />, '/games/game/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules of Dice 3' })).toBeTruthy();
    expect((screen.getByLabelText('Name in Chinese') as HTMLInputElement).value).toBe('骰子 3');
    expect((screen.getByLabelText('Period length (seconds)') as HTMLInputElement).disabled).toBe(true);
    const payouts = within(screen.getByTestId('payouts'));
    expect((payouts.getByLabelText('Payout of Total 10') as HTMLInputElement).value).toBe('7.60');
    const row = payouts.getByLabelText('Payout of Big').closest('tr')!;
    expect(row.textContent).toContain('48.61%');
    expect(row.textContent).toContain('5.21%');
    // A payout the pool would lose on is pointed out as it is typed.
    fireEvent.change(payouts.getByLabelText('Payout of Big'), { target: { value: '2.2' } });
    expect(row.textContent).toContain('-6.94%');
    expect(row.textContent).toContain('(the pool pays out more than it takes)');
  });

  it('says what is wrong beside each field before sending, then the server’s 422 beside the field it names', async () => {
    const { bodies } = mockApi({
      '/api/admin/lottery/game/list': () => ({ data: [game(3)] }),
      '/api/admin/lottery/game/save': () => ({ status: 422, code: 0, msg: 'Largest stake: not allowed', errors: { max_stake: ['Largest stake is above what the pool allows'] } }),
    });
    renderAdminPage(<GameEditPage query={{ id: '3' }} />, '/games/game/3');
    await screen.findByTestId('game-form');
    fireEvent.change(screen.getByLabelText('Betting closes (seconds before the draw)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Payout of Small'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish these rules' }));
    expect(await screen.findByText('Betting must close before the draw: less than the period length')).toBeTruthy();
    expect(screen.getByText('A multiplier from 1.01 to 100000.00, with at most two decimals')).toBeTruthy();
    expect(bodies('/api/admin/lottery/game/save')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Betting closes (seconds before the draw)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Payout of Small'), { target: { value: '1.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Total 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish these rules' }));
    const error = await screen.findByText('Largest stake is above what the pool allows');
    expect(screen.getByLabelText('Largest stake (points)').getAttribute('aria-describedby')).toBe(error.id);
    expect(strip(bodies('/api/admin/lottery/game/save')[0]!)).toEqual({
      id: 3,
      name_en: 'Dice 3',
      name_zh: '骰子 3',
      period_seconds: 60,
      close_seconds: 10,
      min_stake: 10,
      max_stake: 1000,
      payouts: [{ code: 'big', payout: 195 }, { code: 'small', payout: 190 }],
      enabled: 1,
    });
  });

  it('adds a new game with a period length of its choosing and goes on at its address, said to be saved', async () => {
    let games = [game(3)];
    const { bodies } = mockApi({
      '/api/admin/lottery/game/list': () => ({ data: games }),
      '/api/admin/lottery/game/save': () => {
        games = [...games, game(4, { name_en: 'Quick', name_zh: '快', period_seconds: 30 })];
        return { data: { id: 4 }, msg: 'Saved' };
      },
    });
    renderAdminPage(<GameEditPage query={{ id: 'new' }} />, '/games/game/new');
    await screen.findByRole('heading', { level: 1, name: 'New game' });
    fireEvent.change(await screen.findByLabelText('Name in English'), { target: { value: 'Quick' } });
    fireEvent.change(screen.getByLabelText('Name in Chinese'), { target: { value: '快' } });
    fireEvent.change(screen.getByLabelText('Period length (seconds)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a bet type' }));
    fireEvent.change(screen.getByLabelText('Bet type of row 5'), { target: { value: 'triple_6' } });
    fireEvent.change(screen.getByLabelText('Payout of Triple 6'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish these rules' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/game/4?added=1'));
    expect(strip(bodies('/api/admin/lottery/game/save')[0]!)).toMatchObject({ name_en: 'Quick', period_seconds: 30, payouts: [{ code: 'big', payout: 195 }, { code: 'small', payout: 195 }, { code: 'odd', payout: 195 }, { code: 'even', payout: 195 }, { code: 'triple_6', payout: 18000 }] });
    expect(screen.getByTestId('saved').textContent).toBe('Published. Bets placed from now on follow these rules.');
  });

  it('says so when the address names no game', async () => {
    mockApi({ '/api/admin/lottery/game/list': () => ({ data: [game(3)] }) });
    renderAdminPage(<GameEditPage query={{ id: '99' }} />, '/games/game/99', 'zh-tw');
    expect(await screen.findByText('沒有這個遊戲，網址可能有誤。')).toBeTruthy();
  });
});

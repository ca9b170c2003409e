import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDrawList, AdminDrawRow } from '@snapmall/shared/contract';
import { mockApi } from '@snapmall/shared/test-utils';
import { game, renderAdminPage, setWide } from '../common/testing';
import DrawsPage from './DrawsPage';

const draw = (period: number, extra: Partial<AdminDrawRow> = {}): AdminDrawRow => ({
  period_no: period,
  dice: [1, 4, 6],
  sum: 11,
  seed: `${period}`.padStart(64, 'a'),
  commitment: `${period}`.padStart(64, 'b'),
  drawn_at: 1_764_000_000 + period * 60,
  bets: 3,
  staked: 170,
  winners: 1,
  paid: 195,
  unsettled: 0,
  ...extra,
});

function server() {
  return mockApi({
    '/api/admin/lottery/game/list': () => ({ data: [game(1), game(2, { enabled: false })] }),
    '/api/admin/lottery/draw/list': (body): { data: AdminDrawList } => ({
      data: {
        list: body.game_id === 1 ? [draw(1199), draw(1198, { unsettled: 2 })] : [],
        total: body.game_id === 1 ? 1199 : 0,
        page: Number(body.page),
        limit: Number(body.limit),
        open: { period_no: 1200, commitment: 'c'.repeat(64), close_at: 1_764_072_055, draw_at: 1_764_072_060, bets: 4, staked: 90 },
        due: body.game_id === 2 ? 3 : 0,
        server_time: 1_764_072_030,
      },
    }),
  });
}
const strip = ({ lang: _lang, ...rest }: Record<string, unknown>) => rest;

afterEach(() => setWide(false));

describe('the draws page', () => {
  it("shows the open period with its hash, then each draw's result, hash, seed and settlement", async () => {
    setWide(true);
    const { bodies } = server();
    renderAdminPage(<DrawsPage />, '/games/draws');
    const table = await screen.findByRole('table', { name: 'Draws' });
    expect(strip(bodies('/api/admin/lottery/draw/list')[0]!)).toEqual({ game_id: 1, page: 1, limit: 20 });
    const open = screen.getByTestId('open-period');
    expect(within(open).getByRole('heading').textContent).toBe('Period 1200: open for bets now');
    expect(within(open).getByTestId('open-bets').textContent).toBe('4');
    expect(open.textContent).toContain('c'.repeat(64));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('#1199');
    expect(rows[1]!.textContent).toContain('1 4 6 = 11');
    expect(rows[1]!.textContent).toContain('195 to 1 winner');
    expect(rows[1]!.textContent).toContain('Settled');
    expect(rows[1]!.textContent).toContain('b'.repeat(60));
    expect(within(rows[2]!).getByTestId('unsettled').textContent).toContain('2');
    expect(screen.getByText('1,199 records')).toBeTruthy();
  });

  it('shows another game when it is picked, from its first page, and says when its draws are behind', async () => {
    const { bodies } = server();
    renderAdminPage(<DrawsPage />, '/games/draws?game=1&page=3');
    await screen.findByTestId('open-period');
    expect(strip(bodies('/api/admin/lottery/draw/list')[0]!)).toEqual({ game_id: 1, page: 3, limit: 20 });
    fireEvent.change(screen.getByTestId('game-picker'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/games/draws?game=2'));
    await waitFor(() => expect(strip(bodies('/api/admin/lottery/draw/list').at(-1)!)).toEqual({ game_id: 2, page: 1, limit: 20 }));
    expect(await screen.findByText('3 periods are past their draw time and not drawn yet: the draws are behind.')).toBeTruthy();
    expect(screen.getByText('No period of this game has been drawn yet')).toBeTruthy();
    expect((screen.getByTestId('game-picker') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Dice 2 (#2, off)');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, storeWithUser } from '@snapmall/shared/test-utils';
import { useLocation } from '@snapmall/shared';
import { messages } from '../../routes';
import { DRAW, GAME, page } from '../../../test/fixtures';
import SettledLogPage from './SettledLogPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

it("lists a game's draws with seed and commitment, each leading to its verification; another game on a tap", async () => {
  const other = { ...GAME, id: 2, name: 'Quick dice' };
  const api = mockApi({
    '/api/lottery/games': () => ({ data: [GAME, other] }),
    '/api/lottery/settled': (body) => ({ data: page(body.game_id === 1 ? [DRAW] : []) }),
  });
  renderWithProviders(
    <>
      <SettledLogPage query={{}} />
      <Where />
    </>,
    { store: storeWithUser(), catalogs: { mf_lottery: messages } },
  );
  const row = await screen.findByTestId('draw-row');
  expect(row.textContent).toContain('Period 41');
  expect(row.textContent).toContain('Big · Even');
  expect(row.textContent).toContain('ab'.repeat(32));
  expect(row.textContent).toContain('cd'.repeat(32));
  fireEvent.click(screen.getByRole('button', { name: 'Quick dice' }));
  expect(await screen.findByText('This game has no draws yet.')).toBeTruthy();
  await waitFor(() => expect(api.bodies('/api/lottery/settled').map((b) => b.game_id)).toEqual([1, 2]));
  fireEvent.click(screen.getByRole('button', { name: 'Three dice' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Verify this draw' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/lottery/verify?game_id=1&period_no=41');
});

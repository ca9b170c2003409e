import type { ReactElement } from 'react';
import { renderRemoteAdminPage, setWide } from '@snapmall/shared/test-utils/admin';
import type { Language } from '@snapmall/shared';
import type { AdminLotteryGame } from '@snapmall/shared/contract';
import { messages } from '../../admin';

export { setWide };

/** A console page as the console shows it: the admin kit's texts and the lottery's console texts, at its path. */
export function renderAdminPage(page: ReactElement, route: string, lang: Language = 'en-us') {
  return renderRemoteAdminPage(page, route, lang, 'mf_lottery/admin', messages);
}

/** A game as /api/admin/lottery/game/list answers it. */
export const game = (id: number, extra: Partial<AdminLotteryGame> = {}): AdminLotteryGame => ({
  id,
  name_en: `Dice ${id}`,
  name_zh: `骰子 ${id}`,
  epoch: '2026-11-01T00:00:00.000Z',
  period_seconds: 60,
  close_seconds: 5,
  min_stake: '10',
  max_stake: '1000',
  payouts: { big: 195, small: 195, sum_10: 760 },
  enabled: true,
  open_period: '1200',
  close_at: '2026-11-01T20:00:55.000Z',
  draw_at: '2026-11-01T20:01:00.000Z',
  now: '2026-11-01T20:00:30.000Z',
  ...extra,
});

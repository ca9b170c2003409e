import type { Draw } from '@snapmall/shared/contract';
import { verifyApi } from './api';

export type Located = { draw: Draw } | { missing: 'notYet' | 'notFound' };

/** The draw of a game's period (null while asking; 'error' when the server did not answer). `retry` asks again. */
export function useLocatedDraw(gameId: number, periodNo: number): { located: Located | 'error' | null; retry: () => void } {
  const { data, isError, isFetching, refetch } = verifyApi.useLotteryDrawQuery({ game_id: gameId, period_no: periodNo }, { skip: !gameId || !periodNo });
  const retry = () => void refetch();
  if (isError) return { located: 'error', retry };
  if (!data || isFetching) return { located: null, retry };
  if (data.status === 'drawn' && data.draw) return { located: { draw: data.draw }, retry };
  return { located: { missing: data.status === 'pending' ? 'notYet' : 'notFound' }, retry };
}

import type { Queryable } from '../../db/database';

const TODAY = '(now() AT TIME ZONE $2)::date';

/** Today (shop day) and the streak the customer had reached yesterday (0 when they did not sign in yesterday). */
export async function streakBefore(q: Queryable, userId: number, timeZone: string) {
  const [row] = await q.query<{ today: string; streak: number | null }>(
    `SELECT to_char(${TODAY}, 'YYYY-MM-DD') AS today,
            (SELECT streak FROM signins WHERE user_id = $1 AND day = ${TODAY} - 1) AS streak`,
    [userId, timeZone],
  );
  return { today: row!.today, yesterdayStreak: row!.streak ?? 0 };
}

/** Records today's sign-in; false when there is one already. */
export async function insertSignIn(q: Queryable, userId: number, day: string, points: bigint, streak: number): Promise<boolean> {
  const rows = await q.query('INSERT INTO signins (user_id, day, points, streak) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1', [
    userId,
    day,
    points,
    streak,
  ]);
  return rows.length === 1;
}

/** The month's sign-in days (this month unless named), and today's and yesterday's rows. */
export async function monthOf(q: Queryable, userId: number, month: string | undefined, timeZone: string) {
  const [row] = await q.query<{
    month: string;
    today: string;
    days: string[];
    today_streak: number | null;
    today_points: number | null;
    yesterday_streak: number | null;
  }>(
    `WITH t AS (SELECT ${TODAY} AS d), m AS (SELECT COALESCE(to_date($3, 'YYYY-MM'), date_trunc('month', (SELECT d FROM t))::date) AS first)
     SELECT to_char((SELECT first FROM m), 'YYYY-MM') AS month, to_char((SELECT d FROM t), 'YYYY-MM-DD') AS today,
            ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM signins WHERE user_id = $1 AND day >= (SELECT first FROM m)
                    AND day < (SELECT first FROM m) + interval '1 month' ORDER BY day) AS days,
            (SELECT streak FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t)) AS today_streak,
            (SELECT points::int FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t)) AS today_points,
            (SELECT streak FROM signins WHERE user_id = $1 AND day = (SELECT d FROM t) - 1) AS yesterday_streak`,
    [userId, timeZone, month ?? null],
  );
  return row!;
}

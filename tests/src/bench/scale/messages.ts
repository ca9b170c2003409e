// The customer's messages at size (issue 18): the list's page 1 (the message page opens on it) and the unread count
// (the badge polls it), from 10 messages to 50,000 among 1,000,000 of other customers.
import * as repo from 'server/src/modules/messages/repository';
import type { ScalePart } from './part';
import { benchUsers, count, CUSTOMER_ROWS, interleaved, OTHER_CUSTOMERS, OTHER_ROWS, settle, spreadOf } from './rows';

let others: number[] = [];

export const messagesPart: ScalePart = {
  name: 'messages',
  sizes: { small: `${CUSTOMER_ROWS.small} messages`, large: `${count(CUSTOMER_ROWS.large)} + ${count(OTHER_ROWS)} others` },
  async setUp({ server }) {
    others = await benchUsers(server.db, 'messages', OTHER_CUSTOMERS);
  },
  /** Messages as the services write them, one in three still unread. */
  async grow({ server, customer }, size) {
    await server.db.query(
      `INSERT INTO messages (user_id, kind, params, ref_type, ref_id, read_at)
       SELECT CASE WHEN mine THEN $1 ELSE ($2::int[])[1 + i % $3] END, 'order_shipped', jsonb_build_object('id', i, 'tracking', 'BC' || i),
              'order', i, CASE WHEN i % 3 = 0 THEN NULL ELSE now() END
       FROM ${interleaved(spreadOf(size))}`,
      [customer.id, others, others.length],
    );
    await settle(server.db, ['messages']);
  },
  calls: [
    {
      name: 'message/list page 1',
      url: '/api/message/list',
      body: { page: 1 },
      as: 'customer',
      explain: (q, { customer }) => repo.page(q, customer.id, 20, 0),
    },
    {
      name: 'message/unread',
      url: '/api/message/unread',
      body: {},
      as: 'customer',
      explain: (q, { customer }) => repo.unreadCount(q, customer.id),
    },
  ],
};

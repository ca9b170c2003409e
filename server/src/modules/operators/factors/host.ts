import type { AuditAction, AuditTargetType } from '@snapmall/shared/contract';
import type { Queryable } from '../../../db/database';

/** The operator a login or a token names. */
export interface FactorOperator {
  id: number;
  username: string;
  roles: readonly string[];
}

/** What the factors need of the operators' service: its audit, and its one way to open (and end) a full session. */
export interface FactorHost {
  record(q: Queryable, actor: string, r: { action: AuditAction; target: { type: AuditTargetType; id: number }; before?: unknown; after?: unknown }): Promise<void>;
  openSession(q: Queryable, operatorId: number, client: SessionClientInfo): Promise<{ token: string; expires_in: number }>;
  endSessions(q: Queryable, operatorId: number): Promise<void>;
}

export interface SessionClientInfo {
  device: string;
  address: string;
}

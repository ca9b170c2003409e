import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import type { AdminNotice } from '@snapmall/shared/contract';

const STATUS: Record<AdminNotice['status'], { label: string; tone: StatusTone }> = {
  published: { label: 'admin.notices.status.published', tone: 'ok' },
  draft: { label: 'admin.notices.status.draft', tone: 'info' },
  withdrawn: { label: 'admin.notices.status.withdrawn', tone: 'muted' },
};

export function NoticeStatus({ status }: { status: AdminNotice['status'] }) {
  return <StatusBadge {...STATUS[status]} />;
}

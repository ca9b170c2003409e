import { PageLinks, StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { statusLabelId, statusTone } from './status';

const TONES: Record<ReturnType<typeof statusTone>, StatusTone> = { placed: 'wait', shipped: 'info', received: 'ok', cancelled: 'muted', unknown: 'muted' };

/** An order's status as a coloured label. */
export const OrderStatusBadge = ({ status }: { status: unknown }) => <StatusBadge label={statusLabelId(status)} tone={TONES[statusTone(status)]} />;

/** The remote's pages, one tap away from each other. */
const LINKS = [
  ['/pages/shopping/buylog', 'shop.page.buylog'],
  ['/pages/shopping/recentorder', 'shop.page.recentorder'],
  ['/pages/shopping/reclog', 'shop.page.reclog'],
  ['/pages/shopping/vip', 'shop.page.vip'],
] as const;

export const ShopLinks = () => <PageLinks label="shop.links" links={LINKS} />;

import { usePageVisible } from '@snapmall/shared/kit';

/** How often live pages ask the server again while the customer is looking at them. */
export const LIVE_POLL_MS = 5_000;

/** The polling interval of a live page: LIVE_POLL_MS while the tab is visible, off while it is hidden. */
export const useLivePolling = (): number => (usePageVisible() ? LIVE_POLL_MS : 0);

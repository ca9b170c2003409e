/** SPEC.md §9. */
export const TOAST_MS = 1_500;
export const ALERT_MS = 2_500;
export const ALERT_CLOSE_ANIMATION_MS = 200;
export const PAGE_TRANSITION_MS = 400;
export const RESIZE_DEBOUNCE_MS = 50;
export const SIDE_WINDOW_MIN_WIDTH = 568;

import type { Page } from 'playwright-core';

/** SPEC §2: side windows left and right from this viewport width, on every page that has them. */
export const SIDE_WINDOWS_FROM = 568;
/** The page column never narrower than a small phone's screen, however the side windows squeeze it. */
export const MIN_COLUMN = 360;

/**
 * How the side windows sit around the page column, as facts to compare whole (a failure shows every one): how many
 * windows, whether one is left and one right of the column without overlapping it, whether the column keeps
 * MIN_COLUMN and whether anything runs past the viewport (a horizontal scroll).
 */
export async function sideWindowFit(page: Page) {
  const boxes = await page.evaluate(() => {
    const edges = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    return {
      windows: [...document.querySelectorAll('aside')].map(edges),
      column: edges(document.querySelector('main')!.parentElement!),
      viewport: document.documentElement.clientWidth,
      scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
  const [left, right] = boxes.windows;
  return {
    windows: boxes.windows.length,
    leftOfColumn: left !== undefined && left.right <= boxes.column.left,
    rightOfColumn: right !== undefined && right.left >= boxes.column.right,
    columnWidth: boxes.column.right - boxes.column.left >= MIN_COLUMN ? `at least ${MIN_COLUMN}` : `${boxes.column.right - boxes.column.left}`,
    withinViewport: !boxes.scrolls && boxes.windows.every((w) => w.left >= 0 && w.right <= boxes.viewport),
  };
}

/** What sideWindowFit finds on a page with side windows at SIDE_WINDOWS_FROM and wider. */
export const BOTH_WINDOWS_BESIDE = { windows: 2, leftOfColumn: true, rightOfColumn: true, columnWidth: `at least ${MIN_COLUMN}`, withinViewport: true };

/** Waits for the layout to follow a resize (debounced, SPEC §9) by the number of side windows it should show. */
export const sideWindowsDrawn = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('aside').length === n && document.querySelectorAll('aside[aria-busy]').length === 0, count);

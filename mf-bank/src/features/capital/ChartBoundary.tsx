import { Component, type ReactNode } from 'react';

/**
 * The chart is an extra: if its code fails to load or to draw, the statement, the filters and the CSV stay
 * and the chart's place stays empty, instead of the whole page showing the shell's error.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * uPlot formats numbers with the browser's own language tag as it loads; a browser reporting a tag Intl refuses
 * (some Linux set-ups say "en-US@posix") would make it throw, so such a browser goes without the chart.
 */
export const canDrawChart = (() => {
  try {
    new Intl.NumberFormat(globalThis.navigator?.language);
    return true;
  } catch {
    return false;
  }
})();

import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Told of each error caught (the app reports a remote page's to the release store). */
  onError?: (error: unknown) => void;
}

/** One per route: a page that throws (or whose chunk fails to load) shows "unavailable, retry" in its place. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A page failed to render', error);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteUnavailable
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

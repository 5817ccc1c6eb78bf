import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  /** Runs before a retry renders the children again (e.g. to forget a failed remote load). */
  onRetry?(): void;
  children: ReactNode;
}

/**
 * Catches a screen (or a remote) that fails to load or to render; the rest of the page keeps
 * working and the fallback offers to try again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed:', error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

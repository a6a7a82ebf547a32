import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Renders nothing in place of children that threw and hands the error to `onError`, whose owner
 * shows the failure in its own way: a lazy chunk that failed to download, or a failure inside the
 * Pixi root (@pixi/react renders there, beyond outer boundaries).
 */
export class ReportingErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

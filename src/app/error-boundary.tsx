import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Changing this value clears a caught error (e.g. the route's path). */
  resetKey?: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

const NO_ERROR = Symbol('no error');

/** Catches render errors below it and shows `fallback` until `resetKey` changes. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: NO_ERROR, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: NO_ERROR, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed:', error, info.componentStack);
  }

  render() {
    return this.state.error === NO_ERROR ? this.props.children : this.props.fallback(this.state.error);
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorSource } from '../../lib/errors/report-error';

interface ErrorBoundaryProps {
  source: ErrorSource;
  // A new value clears the error: the section boundary passes the location, so that a route
  // change resets it.
  resetKey?: unknown;
  fallback: (reset: () => void, error: unknown) => ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

// The one error boundary; the page, section, component and generic fallbacks wrap it.
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    failed: false,
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The reporter is fetched when something breaks, which is rare.
    void import('../../lib/errors/report-error').then(({ reportError }) =>
      reportError(error, this.props.source, info.componentStack),
    );
    this.props.onError?.(error);
  }

  private readonly reset = () => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.reset, this.state.error)
      : this.props.children;
  }
}

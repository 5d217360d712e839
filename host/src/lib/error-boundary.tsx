import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of `children` once they have thrown while rendering. */
  fallback: ReactNode;
  /** Where the error is logged from (`[route]`, `[remote]`). */
  source: string;
  /** A new value renders `children` again (the visitor went elsewhere). */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** A part of the page that throws while rendering is replaced by its fallback, not the whole page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.warn(this.props.source, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

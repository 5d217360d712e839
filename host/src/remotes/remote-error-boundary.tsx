import { Component, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** A remote that cannot load or breaks while rendering degrades only its own section. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[remote]', error);
  }

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';

/**
 * A chart that could not load or draw (its chunk refused, no canvas) leaves `fallback` in its place: the
 * panel's title and table stay, never the whole page's error.
 */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** @module Turns a crash inside a view into a message and a non-zero exit instead of a torn terminal. */
import { Text } from "ink";
import { Component, type ReactNode } from "react";

interface Props {
  onError(error: Error): void;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    if (this.state.error) return <Text color="red">{this.state.error.message}</Text>;
    return this.props.children;
  }
}

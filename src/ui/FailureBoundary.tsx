import { Component, type ReactNode } from "react";

interface FailureBoundaryProps {
  children: ReactNode;
  /** What shows in the part's place once it has thrown. */
  fallback: (error: unknown) => ReactNode;
}

/**
 * Shows `fallback` in place of a part that threw while rendering, a lazy part whose code could not
 * be loaded included. Without a boundary above it, React unmounts the whole root: the page or the
 * element would go blank. (Screens have the router's own boundary, ScreenError.)
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}

import type { ReactNode } from "react";

export interface LoadingPanelProps {
  loading: boolean;
  error?: string;
  empty?: boolean;
  loadingText?: ReactNode;
  emptyContent?: ReactNode;
  children: ReactNode;
}

/** Shows exactly one of: loading, error, empty or the content. */
export function LoadingPanel({
  loading,
  error,
  empty,
  loadingText,
  emptyContent,
  children,
}: LoadingPanelProps) {
  if (loading) {
    return (
      <div className="state-panel" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        {loadingText && <span>{loadingText}</span>}
      </div>
    );
  }
  if (error) {
    return (
      <div className="state-panel state-error" role="alert">
        {error}
      </div>
    );
  }
  if (empty) return <div className="state-panel">{emptyContent}</div>;
  return <>{children}</>;
}

export interface SpinnerProps {
  /** Read by screen readers and shown beside the wheel. */
  label?: string;
  showLabel?: boolean;
}

export function Spinner({ label = "Loading…", showLabel = false }: SpinnerProps) {
  return (
    <span className="spinner" role="status">
      <svg viewBox="0 0 50 50" aria-hidden="true">
        <circle className="spinner__track" cx="25" cy="25" r="20" />
        <circle className="spinner__head" cx="25" cy="25" r="20" />
      </svg>
      <span className={showLabel ? undefined : "visually-hidden"}>{label}</span>
    </span>
  );
}

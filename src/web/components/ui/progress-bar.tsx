// A bar that fills as steps are done ("3 de 8"), named for screen readers by `label`.
export function ProgressBar({
  label,
  value,
  max,
  className,
  barClassName,
}: {
  label: string;
  value: number;
  max: number;
  /** The track: its height, colour and margin. */
  className: string;
  /** The filled part's colour. */
  barClassName: string;
}) {
  return (
    <div
      className={`overflow-hidden rounded-full ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div className={`h-full rounded-full ${barClassName}`} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}

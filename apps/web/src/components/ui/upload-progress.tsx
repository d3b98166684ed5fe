/** An upload's progress bar with its percentage, read out as it moves; indeterminate until known. */
export function UploadProgressBar({ fraction, label }: { fraction: number | null; label: string }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="space-y-1" data-testid="upload-progress">
      <div className="flex justify-between text-xs text-gray-700">
        <span>{label}</span>
        {percent !== null && <span className="tabular-nums">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${percent === null ? "w-1/3 animate-pulse" : ""}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

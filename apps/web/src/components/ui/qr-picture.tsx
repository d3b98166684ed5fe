import { useMemo } from "react";
import { encode } from "uqr";

/** A QR code of `value` as one SVG path of dark modules, on white with a quiet border. */
export function QrPicture({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { d, modules } = useMemo(() => {
    const { data } = encode(value, { border: 2 });
    let path = "";
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { d: path, modules: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="max-w-full rounded-lg bg-white"
      data-qr={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}

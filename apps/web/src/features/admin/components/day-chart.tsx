import { useTranslation } from "react-i18next";

/** One line of a chart: a value per day, drawn in its colour. */
export type ChartSeries = { label: string; color: string; values: number[] };

const width = 600;
const height = 200;
const pad = { top: 10, right: 10, bottom: 26, left: 56 };
/** Large enough to read where the chart is drawn half its size (a phone). */
const fontSize = 13;

/**
 * A small line chart of figures per day, drawn as SVG (no chart library in the console's bundle).
 * The figures are also in a table for screen readers, so the picture itself is decorative.
 */
export function DayChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const { i18n } = useTranslation();
  // The axis in the reader's short form (2,3 Tr, 2.3M), the totals whole with the language's separators.
  const axis = new Intl.NumberFormat(i18n.language, { notation: "compact", maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(i18n.language);
  const day = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const top = Math.max(1, ...series.flatMap((line) => line.values));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const x = (index: number) => pad.left + (days.length <= 1 ? 0 : (index / (days.length - 1)) * innerW);
  const y = (value: number) => pad.top + innerH - (value / top) * innerH;
  const ticks = [0, top / 2, top];
  return (
    <figure className="adm-panel adm-chart">
      <h2>{title}</h2>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={pad.left - 6} y={y(tick) + 4} fontSize={fontSize} textAnchor="end" fill="#4b5563">
              {axis.format(tick)}
            </text>
          </g>
        ))}
        {[0, days.length - 1]
          .filter((index) => index >= 0)
          .map((index) => (
            <text
              key={index}
              x={x(index)}
              y={height - 6}
              fontSize={fontSize}
              textAnchor={index === 0 ? "start" : "end"}
              fill="#4b5563"
            >
              {day.format(new Date(`${days[index]}T00:00:00Z`))}
            </text>
          ))}
        {series.map((line) => (
          <polyline
            key={line.label}
            fill="none"
            stroke={line.color}
            strokeWidth="2"
            points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(" ")}
          />
        ))}
      </svg>
      <ul className="adm-legend">
        {series.map((line) => (
          <li key={line.label}>
            <span className="adm-swatch" style={{ background: line.color }} />
            {line.label}: {whole.format(line.values.reduce((sum, value) => sum + value, 0))}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * A monster drawn from its number, so every device shows the same creature without an emoji font:
 * the hue walks the colour wheel, and the number picks the eyes, horns and mouth.
 */
export function MonsterIcon({ number, dim }: { number: number; dim: boolean }) {
  const hue = (number * 137) % 360;
  const eyes = (number % 3) + 1;
  const horns = number % 2 === 0;
  const fangs = number % 4 < 2;
  const eyeXs = eyes === 1 ? [20] : eyes === 2 ? [14, 26] : [11, 20, 29];
  return (
    <svg
      viewBox="0 0 40 40"
      className={`h-8 w-8 sm:h-10 sm:w-10 ${dim ? "opacity-35 grayscale" : ""}`}
      aria-hidden="true"
      focusable="false"
    >
      {horns && <path d="M9 13 L6 3 L15 10 Z M31 13 L34 3 L25 10 Z" fill={`hsl(${hue} 55% 35%)`} />}
      <path
        d="M6 22 C6 11 13 7 20 7 C27 7 34 11 34 22 L34 34 L29 31 L24 35 L20 31 L16 35 L11 31 L6 34 Z"
        fill={`hsl(${hue} 70% 55%)`}
        stroke={`hsl(${hue} 55% 30%)`}
        strokeWidth="1.5"
      />
      {eyeXs.map((x) => (
        <g key={x}>
          <circle cx={x} cy="17" r="4" fill="white" />
          <circle cx={x + 0.8} cy="17.5" r="1.8" fill="#1f2937" />
        </g>
      ))}
      <path d="M13 25 Q20 30 27 25" fill="none" stroke="#1f2937" strokeWidth="1.6" strokeLinecap="round" />
      {fangs && <path d="M16 26 L17.5 29 L19 26.8 Z M24 26 L22.5 29 L21 26.8 Z" fill="white" />}
    </svg>
  );
}

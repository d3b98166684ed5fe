import type { BusinessCard, BusinessCardField, JobProfile } from "@rewards/contracts";
import { forwardRef, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { encode } from "uqr";
import { formatPoints } from "../../../lib/format";

export const accentColours: Record<BusinessCard["accent"], string> = {
  red: "#be123c",
  orange: "#c2410c",
  green: "#15803d",
  blue: "#1d4ed8",
  purple: "#7e22ce",
  black: "#111827",
};

export const cardSize = { width: 700, height: 400 } as const;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The QR code of the public profile's address, as one path of dark modules. */
function QrCode({ url, x, y, size, colour }: { url: string; x: number; y: number; size: number; colour: string }) {
  const path = useMemo(() => {
    const { data } = encode(url, { border: 1 });
    const cells: string[] = [];
    data.forEach((row, rowIndex) => {
      row.forEach((dark, column) => {
        if (dark) cells.push(`M${column} ${rowIndex}h1v1h-1z`);
      });
    });
    return { d: cells.join(""), modules: data.length };
  }, [url]);
  return (
    <g transform={`translate(${x} ${y}) scale(${size / path.modules})`}>
      <rect width={path.modules} height={path.modules} fill="#fff" />
      <path d={path.d} fill={colour} />
    </g>
  );
}

/**
 * The worker's business card, drawn from the profile as an SVG (so it is sharp at any size and
 * becomes a PNG for download): the theme and accent set its look, `fields` what it shows.
 */
export const BusinessCardImage = forwardRef<
  SVGSVGElement,
  /** `profileUrl`: the public profile's address, for the QR code; null until the page knows its own address. */
  { profile: JobProfile; card: BusinessCard; profileUrl: string | null }
>(function BusinessCardImage({ profile, card, profileUrl }, ref) {
  const { t, i18n } = useTranslation("flashjobs");
  const shows = (field: BusinessCardField) => card.fields.includes(field);
  const accent = accentColours[card.accent];
  const bold = card.theme === "bold";
  const ink = bold ? "#ffffff" : "#111827";
  const soft = bold ? "#f3f4f6" : "#4b5563";
  const name = profile.company?.name ?? profile.name;
  const languages = new Intl.DisplayNames([i18n.language], { type: "language" });
  const textX = shows("avatar") ? 190 : 48;
  // Lines stop short of the QR code when it shows.
  const lineLength = shows("qr_code") ? 30 : 42;
  const lines: string[] = [];
  if (shows("hourly_pay") && profile.hourly_pay > 0) {
    lines.push(t("summary.hourly", { points: formatPoints(profile.hourly_pay, i18n.language) }));
  }
  if (shows("rate") && profile.rate !== null) {
    lines.push(`★ ${profile.rate.toFixed(1)} · ${t("rating.count", { count: profile.review_count })}`);
  }
  if (shows("skills") && profile.skills.length > 0) {
    lines.push(
      clip(
        profile.skills
          .slice(0, 3)
          .map((skill) => skill.name)
          .join(" · "),
        lineLength,
      ),
    );
  }
  if (shows("languages") && profile.language_codes.length > 0) {
    lines.push(clip(profile.language_codes.map((code) => languages.of(code) ?? code).join(", "), lineLength));
  }
  if (shows("address") && profile.address) lines.push(clip(profile.address, lineLength));
  if (shows("socials") && profile.socials.length > 0) {
    lines.push(
      clip(
        profile.socials
          .slice(0, 2)
          .map((social) => `@${social.username}`)
          .join("  "),
        lineLength,
      ),
    );
  }

  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${cardSize.width} ${cardSize.height}`}
      role="img"
      aria-label={t("card.imageLabel", { name })}
      className="h-auto w-full rounded-2xl shadow-md"
      fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      data-testid="business-card"
    >
      <rect width={cardSize.width} height={cardSize.height} rx="24" fill={bold ? accent : "#ffffff"} />
      {card.theme === "classic" && <rect width="18" height={cardSize.height} fill={accent} />}
      {card.theme === "modern" && (
        <>
          <defs>
            <linearGradient id="card-band" x1="0" x2="1">
              <stop offset="0" stopColor={accent} />
              <stop offset="1" stopColor={accent} stopOpacity="0.55" />
            </linearGradient>
          </defs>
          <rect width={cardSize.width} height="72" fill="url(#card-band)" />
        </>
      )}
      {shows("avatar") &&
        (profile.avatar ? (
          <>
            <clipPath id="card-avatar">
              <circle cx="110" cy="150" r="62" />
            </clipPath>
            <image
              href={profile.avatar}
              x="48"
              y="88"
              width="124"
              height="124"
              preserveAspectRatio="xMidYMid slice"
              clipPath="url(#card-avatar)"
            />
          </>
        ) : (
          <>
            <circle cx="110" cy="150" r="62" fill={bold ? "#ffffff" : accent} />
            <text x="110" y="172" textAnchor="middle" fontSize="60" fontWeight="700" fill={bold ? accent : "#fff"}>
              {name.charAt(0).toUpperCase()}
            </text>
          </>
        ))}
      <text x={textX} y="130" fontSize="38" fontWeight="700" fill={ink}>
        {clip(name, 24)}
      </text>
      {card.theme === "minimal" && <rect x={textX} y="146" width="64" height="4" fill={accent} />}
      {shows("catch_phrase") && profile.catch_phrase && (
        <text x={textX} y="180" fontSize="22" fill={soft}>
          {clip(profile.catch_phrase, 40)}
        </text>
      )}
      {lines.slice(0, 4).map((line, index) => (
        <text key={line} x={textX} y={236 + index * 34} fontSize="20" fill={ink}>
          {line}
        </text>
      ))}
      {shows("qr_code") && profileUrl && <QrCode url={profileUrl} x={560} y={256} size={116} colour="#111827" />}
      <text x="48" y="376" fontSize="16" fontWeight="600" fill={bold ? "#ffffff" : accent}>
        {t("card.footer")}
      </text>
    </svg>
  );
});

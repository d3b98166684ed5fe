import { useTranslation } from "react-i18next";
import { formatPoints, formatSignedPoints } from "../lib/format";

/**
 * An amount of points in words: '1,000 points', '+1 point' (a bingo's consolation is one point).
 * `signed` writes a movement, with its + or -.
 */
export function usePointsText() {
  const { t, i18n } = useTranslation("points");
  return (points: number, { signed = false }: { signed?: boolean } = {}): string => {
    const number = signed ? formatSignedPoints(points, i18n.language) : formatPoints(points, i18n.language);
    return t(Math.abs(points) === 1 ? "amount.point" : "amount.points", { points: number });
  };
}

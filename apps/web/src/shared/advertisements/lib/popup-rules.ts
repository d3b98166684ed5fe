/**
 * The advertisement popup's rules (spec section 4), kept free of the browser so a fake clock can
 * test them: shown unless skipped today or the last view is less than `step` hours ago; the ads
 * cycle through those not seen yet, and once all were seen the cycle starts again.
 * The state lives in the spec's cookies (section 3): seenAds, skipAds (DD/MM/YYYY), lastSeenAds.
 */
export type PopupAd = { id: string; type_advertisement: number; related_id: string | null; link_to: string | null };

export type PopupCookies = {
  /** Ids seen in this cycle, comma separated. */
  seenAds: string | null;
  /** The local day 'do not show today' was chosen, DD/MM/YYYY. */
  skipAds: string | null;
  /** When the last popup was closed or followed, in milliseconds. */
  lastSeenAds: string | null;
};

const hour = 60 * 60 * 1000;

/** A local day as the skipAds cookie writes it. */
export function dayStamp(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

export function seenIds(cookies: PopupCookies): string[] {
  return (cookies.seenAds ?? "").split(",").filter((id) => id.length > 0);
}

/** The ad to show now, and the seen list to keep (emptied when a cycle is complete); null when none shows. */
export function nextAdvertisement<T extends PopupAd>(
  list: readonly T[],
  stepHours: number,
  cookies: PopupCookies,
  now: Date,
): { ad: T; seen: string[] } | null {
  if (list.length === 0) return null;
  if (cookies.skipAds === dayStamp(now)) return null;
  const last = Number(cookies.lastSeenAds);
  if (Number.isFinite(last) && last > 0 && now.getTime() - last < stepHours * hour) return null;
  const seen = seenIds(cookies).filter((id) => list.some((ad) => ad.id === id));
  const unseen = list.filter((ad) => !seen.includes(ad.id));
  const [first] = list;
  if (unseen.length === 0 && first) return { ad: first, seen: [] };
  const [next] = unseen;
  return next ? { ad: next, seen } : null;
}

/** The cookies after the member closed or followed `ad`. */
export function afterSeen(
  seen: readonly string[],
  ad: PopupAd,
  now: Date,
): Pick<PopupCookies, "seenAds" | "lastSeenAds"> {
  return { seenAds: [...seen.filter((id) => id !== ad.id), ad.id].join(","), lastSeenAds: String(now.getTime()) };
}

/** Where an ad leads (spec section 2): an app path, or an external https link. */
export function advertisementTarget(ad: PopupAd): { path: string } | { external: string } | null {
  switch (ad.type_advertisement) {
    case 0:
      return { path: "/home/profile" };
    case 1:
      return { path: "/home/bingo" };
    case 2:
      return ad.related_id ? { path: `/home/flashjobs/jobs/${encodeURIComponent(ad.related_id)}` } : null;
    case 3:
      return ad.related_id ? { path: `/home/survey/${encodeURIComponent(ad.related_id)}` } : null;
    case 4:
      return { path: "/home/mission" };
    case 5:
      return ad.link_to?.startsWith("https://") ? { external: ad.link_to } : null;
    default:
      return null;
  }
}

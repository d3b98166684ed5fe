import type { advertisementReportAnswer, HomeData } from "@rewards/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { primaryButton, quietButton } from "../../../components/ui/buttons";
import { CloseIcon } from "../../../components/ui/icons";
import { callApi } from "../../../lib/api";
import { readCookie, writeCookie } from "../../../lib/cookies";
import { advertisementTarget, afterSeen, dayStamp, nextAdvertisement, type PopupCookies } from "../lib/popup-rules";

type Ad = HomeData["advertisement"]["list"][number];
const cycleSeconds = 30 * 24 * 60 * 60;
const daySeconds = 24 * 60 * 60;

function readPopupCookies(): PopupCookies {
  return { seenAds: readCookie("seenAds"), skipAds: readCookie("skipAds"), lastSeenAds: readCookie("lastSeenAds") };
}

function report(ad: Ad, what: "update_view" | "update_clicks") {
  // Counting is best effort: a failed report never keeps the member from closing or following.
  void callApi<typeof advertisementReportAnswer>("main", `advertisements/${encodeURIComponent(ad.id)}/${what}`, {
    method: "POST",
  }).catch(() => undefined);
}

/**
 * The home page's advertisement popup (spec sections 2 to 4): which ad shows follows
 * `nextAdvertisement`; closing reports a view, following reports a click and opens the ad's
 * target (an external link in a new tab without access to this one), 'do not show today' sets skipAds.
 */
export function AdvertisementPopup({ advertisement }: { advertisement: HomeData["advertisement"] }) {
  const { t } = useTranslation("shared/advertisements");
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ ad: Ad; seen: string[] } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { list, step } = advertisement;

  useEffect(() => {
    setShown(nextAdvertisement(list, step, readPopupCookies(), new Date()));
  }, [list, step]);
  useEffect(() => {
    if (shown) closeButton.current?.focus();
  }, [shown]);

  if (!shown) return null;
  const { ad, seen } = shown;
  const remember = () => {
    const next = afterSeen(seen, ad, new Date());
    writeCookie("seenAds", next.seenAds ?? "", cycleSeconds);
    writeCookie("lastSeenAds", next.lastSeenAds ?? "", cycleSeconds);
    setShown(null);
  };
  const close = () => {
    report(ad, "update_view");
    remember();
  };
  const skipToday = () => {
    writeCookie("skipAds", dayStamp(new Date()), daySeconds);
    close();
  };
  const target = advertisementTarget(ad);
  const follow = () => {
    report(ad, "update_clicks");
    remember();
    if (!target) return;
    if ("path" in target) navigate(target.path);
    else window.open(target.external, "_blank", "noopener,noreferrer");
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="advertisement-title"
        data-testid="advertisement-popup"
        className="w-full max-w-sm overflow-hidden rounded-2xl bg-white shadow-xl"
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <div className="relative">
          <button type="button" onClick={follow} className="block w-full" aria-label={t("open", { title: ad.title })}>
            <img src={ad.image_url} alt="" className="aspect-[4/3] w-full bg-gray-100 object-cover" />
          </button>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t("close")}
            className="absolute right-2 top-2 rounded-full bg-white/90 p-2 text-gray-800 shadow focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="space-y-3 p-4">
          <h2 id="advertisement-title" className="break-words text-lg font-bold text-gray-900">
            {ad.title}
          </h2>
          {target && (
            <button type="button" onClick={follow} className={`${primaryButton} w-full`}>
              {t("go")}
            </button>
          )}
          <button type="button" onClick={skipToday} className={`${quietButton} w-full`}>
            {t("skipToday")}
          </button>
        </div>
      </div>
    </div>
  );
}

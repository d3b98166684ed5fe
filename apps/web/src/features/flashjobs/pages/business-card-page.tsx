import {
  type BusinessCard,
  businessCardAccents,
  businessCardFields,
  businessCardThemes,
  type JobProfile,
} from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton, secondaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { toast } from "../../../lib/toast";
import { useHydrated } from "../../../lib/use-hydrated";
import { flashProfileQuery } from "../../../shared/job-profiles";
import { saveBusinessCard } from "../api/showcase-api";
import { accentColours, BusinessCardImage, cardSize } from "../components/business-card";
import { cardPng } from "../lib/card-png";

/**
 * `/home/flashjobs/profile/bussiness-card`: the worker's card, drawn from the profile; the worker
 * picks its look and what it shows, saves the choice and downloads it as an image to hand out.
 */
export function BusinessCardPage() {
  const { t } = useTranslation("flashjobs");
  const profile = useQuery(flashProfileQuery);
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t("card.title")}</h1>
      <ListState ns="flashjobs" rows={1} rowClassName="h-64 rounded-2xl" empty={false} query={profile} />
      {profile.data?.status && <CardDesigner profile={profile.data} />}
    </div>
  );
}

function CardDesigner({ profile }: { profile: JobProfile }) {
  const { t } = useTranslation("flashjobs");
  const [card, setCard] = useState<BusinessCard>(profile.business_card);
  const [saving, setSaving] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  // The address is this site's, known in the browser only: the server draws the card without its QR code.
  const hydrated = useHydrated();
  const profileUrl = hydrated ? new URL(`/home/flashjobs/${profile.id}`, window.location.origin).toString() : null;
  const toggle = (field: BusinessCard["fields"][number]) =>
    setCard((current) => ({
      ...current,
      fields: current.fields.includes(field)
        ? current.fields.filter((shown) => shown !== field)
        : businessCardFields.filter((known) => known === field || current.fields.includes(known)),
    }));

  const save = async () => {
    setSaving(true);
    try {
      setCard(await saveBusinessCard(card));
      toast.success(t("card.saved"));
    } catch {
      toast.error(t("checkInformation"));
    } finally {
      setSaving(false);
    }
  };
  const download = async () => {
    if (!svg.current) return;
    try {
      const blob = await cardPng(svg.current, cardSize.width, cardSize.height);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${(profile.company?.name ?? profile.name).replace(/[^\p{L}\p{N}]+/gu, "-")}-card.png`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      toast.error(t("card.downloadFailed"));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        <BusinessCardImage ref={svg} profile={profile} card={card} profileUrl={profileUrl} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" onClick={() => void download()} className={primaryButton}>
            {t("card.download")}
          </button>
          <button type="button" disabled={saving} onClick={() => void save()} className={secondaryButton}>
            {saving ? t("sending") : t("card.save")}
          </button>
        </div>
      </div>
      <div className="space-y-5 rounded-2xl border border-gray-100 bg-white p-5 shadow-sm">
        <fieldset>
          <legend className="font-semibold text-gray-900">{t("card.theme")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {businessCardThemes.map((theme) => (
              <label
                key={theme}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="card-theme"
                  checked={card.theme === theme}
                  onChange={() => setCard({ ...card, theme })}
                  className="accent-brand-700"
                />
                {t(`card.themes.${theme}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-gray-900">{t("card.accent")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {businessCardAccents.map((accent) => (
              <label key={accent} className="cursor-pointer">
                <input
                  type="radio"
                  name="card-accent"
                  checked={card.accent === accent}
                  onChange={() => setCard({ ...card, accent })}
                  className="peer sr-only"
                />
                <span
                  title={t(`card.accents.${accent}`)}
                  className="block size-9 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700"
                  style={{ background: accentColours[accent] }}
                />
                <span className="sr-only">{t(`card.accents.${accent}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-gray-900">{t("card.shows")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {businessCardFields.map((field) => (
              <label key={field} className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  checked={card.fields.includes(field)}
                  onChange={() => toggle(field)}
                  className="size-4 accent-brand-700"
                />
                {t(`card.fields.${field}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}

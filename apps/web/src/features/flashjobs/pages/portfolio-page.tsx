import { portfolioLimits } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { inputClass } from "../../../components/form/text-field";
import { primaryButton } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { toast } from "../../../lib/toast";
import { flashProfileQuery } from "../../../shared/job-profiles";
import { useRefusalText } from "../../../shared/refusals";
import { createPortfolioItem } from "../api/showcase-api";
import { PortfolioItemCard } from "../components/portfolio-item-card";
import { VideoResume } from "../components/video-resume";

/**
 * `/home/flashjobs/profile/portfolio`: the worker's video resume and pieces of work with their
 * images. Without a profile yet (the guard lets the member stay here) it leads to creating one.
 */
export function PortfolioPage() {
  const { t } = useTranslation("flashjobs");
  const profile = useQuery(flashProfileQuery);
  const data = profile.data;

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t("portfolio.title")}</h1>
      <ListState ns="flashjobs" rows={1} rowClassName="h-64 rounded-2xl" empty={false} query={profile} />
      {profile.isSuccess && !data?.status && (
        <p className="rounded-2xl bg-brand-50 p-5 text-brand-900">
          {t("portfolio.needProfile")}{" "}
          <Link to="/home/flashjobs/profile" className="font-semibold underline">
            {t("create.button")}
          </Link>
        </p>
      )}
      {data?.status && (
        <>
          <VideoResume video={data.video} editable />
          <section aria-labelledby="work-title" className="space-y-3">
            <h2 id="work-title" className="text-lg font-bold text-gray-900">
              {t("portfolio.works", { count: data.portfolio.length })}
            </h2>
            {data.portfolio.length === 0 && <p className="text-gray-700">{t("portfolio.empty")}</p>}
            <div className="grid gap-3 sm:grid-cols-2">
              {data.portfolio.map((item) => (
                <PortfolioItemCard key={item.id} item={item} editable />
              ))}
            </div>
            {data.portfolio.length < portfolioLimits.itemsMax ? (
              <NewItemForm />
            ) : (
              <p className="text-sm text-gray-600">{t("portfolio.full")}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** A new piece of work: a title (required) and a description; images are added to it afterwards. */
function NewItemForm() {
  const { t } = useTranslation("flashjobs");
  const refusalText = useRefusalText({ context: "upload", failed: t("portfolio.failed") });
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (title.trim().length === 0) {
      setError(t("errors.required"));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await createPortfolioItem({ title: title.trim(), description: description.trim() });
      setTitle("");
      setDescription("");
      toast.success(t("portfolio.created"));
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-2xl border border-dashed border-gray-300 bg-white p-4"
      aria-labelledby="new-work-title"
    >
      <h3 id="new-work-title" className="font-semibold text-gray-900">
        {t("portfolio.new")}
      </h3>
      <div>
        <label htmlFor="work-title-input" className="block text-sm font-medium text-gray-800">
          {t("portfolio.fields.title")}
        </label>
        <input
          id="work-title-input"
          value={title}
          maxLength={portfolioLimits.titleMax}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "work-title-error" : undefined}
          className={inputClass}
        />
        {error && (
          <p id="work-title-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="work-description-input" className="block text-sm font-medium text-gray-800">
          {t("portfolio.fields.description")}
        </label>
        <textarea
          id="work-description-input"
          rows={3}
          value={description}
          maxLength={portfolioLimits.descriptionMax}
          onChange={(event) => setDescription(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={sending} aria-busy={sending} className={primaryButton}>
          {sending ? t("sending") : t("portfolio.add")}
        </button>
      </div>
    </form>
  );
}

import { errorCodes } from "@rewards/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../../../components/form/text-field";
import { primaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { reviewWorker } from "../api/job-posts-api";
import { reviewProblem, reviewRules } from "../forms/job-values";

/** After the completion: a rating (the spec's 'Please rate worker') and 10 to 2000 characters. */
export function ReviewForm({ applicationId, workerName }: { applicationId: string; workerName: string }) {
  const { t } = useTranslation("job-posts");
  const id = useId();
  const refusalText = useRefusalText({ context: "jobPost" });
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState("");
  const [error, setError] = useState<{ field: "rating" | "content" | "form"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <p className="mt-4 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-900" data-testid="reviewed">
        {t("review.thanks")}
      </p>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = reviewProblem(rating, content);
    if (problem === "rate") return setError({ field: "rating", text: t("errors.rate") });
    if (problem === "length") return setError({ field: "content", text: t("errors.reviewLength") });
    setPending(true);
    setError(null);
    try {
      await reviewWorker({ application_id: applicationId, rating, content: content.trim() });
      toast.success(t("review.sent"));
      setDone(true);
    } catch (failure) {
      // Reviewed before (on another device, say): nothing more to write here.
      if (failure instanceof ApiError && failure.code === errorCodes.alreadyExists) setDone(true);
      else setError({ field: "form", text: refusalText(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3 rounded-xl bg-brand-50/60 p-4"
      data-testid="review-form"
    >
      <h4 className="font-semibold text-gray-900">{t("review.title", { name: workerName })}</h4>
      <fieldset aria-describedby={error?.field === "rating" ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-gray-800">{t("review.rating")}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
              />
              <span className="sr-only">{t("review.stars", { count: value })}</span>
              <svg
                aria-hidden="true"
                width={32}
                height={32}
                viewBox="0 0 20 20"
                className={value <= rating ? "text-amber-400" : "text-gray-300"}
              >
                <path
                  fill="currentColor"
                  d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z"
                />
              </svg>
            </label>
          ))}
        </div>
        {error?.field === "rating" && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {error.text}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-content`} className="block text-sm font-medium text-gray-800">
          {t("review.content")}
        </label>
        <textarea
          id={`${id}-content`}
          rows={3}
          maxLength={reviewRules.max}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={error?.field === "content" ? true : undefined}
          aria-describedby={error?.field === "content" ? `${id}-content-error` : undefined}
          className={inputClass}
        />
        {error?.field === "content" && (
          <p id={`${id}-content-error`} className="mt-1 text-sm font-medium text-red-700">
            {error.text}
          </p>
        )}
      </div>
      {error?.field === "form" && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.text}
        </p>
      )}
      <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={pending} aria-busy={pending}>
        {pending ? t("form.sending") : t("review.send")}
      </button>
    </form>
  );
}

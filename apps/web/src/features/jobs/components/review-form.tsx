import { errorCodes } from "@rewards/contracts";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { primaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { reviewClient } from "../api/jobs-api";
import { checkReview } from "../lib/quote-form";
import { useJobRefusalText } from "../lib/refusal-text";
import { fieldClass } from "./quote-form";

/** A review sent twice (from another device, say): the review form's own words for it. */
const isAlready = (error: unknown) => error instanceof ApiError && error.code === errorCodes.alreadyExists;

/** The worker's review of the client after the completion: stars, and 10 to 2000 characters. */
export function ReviewForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation("jobs");
  const refusalText = useJobRefusalText();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<ReturnType<typeof checkReview>>({});
  const send = useMutation({ mutationFn: () => reviewClient(applicationId, rating, content.trim()) });
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
        {t("review.thanks")}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkReview(rating, content);
        setErrors(found);
        if (Object.keys(found).length === 0) send.mutate();
      }}
    >
      <h3 className="font-semibold text-gray-900">{t("review.title")}</h3>
      <fieldset aria-describedby={errors.rating ? `${id}-rating` : undefined}>
        <legend className="text-sm font-semibold text-gray-800">{t("review.rating")}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className={`relative flex size-11 cursor-pointer items-center justify-center rounded-full text-2xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                star <= rating ? "text-amber-500" : "text-gray-300"
              }`}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setErrors({ ...errors, rating: undefined });
                }}
                className="sr-only"
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t("review.stars", { count: star })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {errors.rating && (
        <p id={`${id}-rating`} className="text-sm text-red-700">
          {t("review.rateClient")}
        </p>
      )}
      <label className="block text-sm font-semibold text-gray-800">
        {t("review.content")}
        <textarea
          rows={4}
          maxLength={2000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          className={fieldClass}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${id}-content` : undefined}
        />
      </label>
      {errors.content && (
        <p id={`${id}-content`} className="text-sm text-red-700">
          {t("review.length")}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {isAlready(send.error) ? t("review.already") : refusalText(send.error)}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={send.isPending}>
        {t("review.send")}
      </button>
    </form>
  );
}

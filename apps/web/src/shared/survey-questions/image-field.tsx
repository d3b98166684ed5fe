import { surveyLimits } from "@rewards/contracts";
import { type ChangeEvent, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../components/ui/buttons";
import type { AnswerDraft } from "./answers";
import { imageAccept, imageFileProblem } from "./image-files";

/**
 * Images for an image question, checked in the browser before anything is sent: JPG or PNG, at most
 * 10 MB each (spec section 5), at most the question's count.
 */
export function ImageField({
  max,
  draft,
  onChange,
  describedBy,
  onRefused,
}: {
  max: number;
  draft: AnswerDraft;
  onChange: (patch: Partial<AnswerDraft>) => void;
  describedBy: string | undefined;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation("shared/survey-questions");
  const most = Math.min(max, surveyLimits.imagesMax);
  const previews = usePreviews(draft.images);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const refused = files.map(imageFileProblem).find((problem) => problem !== null);
    if (refused) return onRefused(t(`validation.${refused}`));
    const images = [...draft.images, ...files];
    if (images.length > most) return onRefused(t("validation.imagesAtMost", { count: most }));
    onChange({ images });
  };

  return (
    <div>
      <label className={`${smallSecondaryButton} cursor-pointer has-[:focus-visible]:outline-2`}>
        {t("answer.addImages")}
        <input
          type="file"
          accept={imageAccept}
          multiple={most > 1}
          onChange={pick}
          aria-describedby={describedBy}
          disabled={draft.images.length >= most}
          className="sr-only"
        />
      </label>
      {draft.images.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {draft.images.map((file, index) => (
            <li key={previews[index]} className="relative">
              <img src={previews[index]} alt={file.name} className="aspect-square w-full rounded-lg object-cover" />
              <button
                type="button"
                onClick={() => onChange({ images: draft.images.filter((_, other) => other !== index) })}
                aria-label={t("answer.removeImage", { name: file.name })}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Object URLs for the picked files, released when the files change or the step goes away. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => {
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [urls]);
  return urls;
}

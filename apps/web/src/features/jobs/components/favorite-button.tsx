import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { HeartIcon } from "../../../components/ui/icons";
import { toast } from "../../../lib/toast";
import { toggleFavorite } from "../api/jobs-api";
import { useJobRefusalText } from "../lib/refusal-text";

/** Saves the job to the worker's favorites, or takes it out. */
export function FavoriteButton({ jobId, saved }: { jobId: string; saved: boolean }) {
  const { t } = useTranslation("jobs");
  const refusalText = useJobRefusalText();
  const toggle = useMutation({
    mutationFn: () => toggleFavorite(jobId),
    onSuccess: (answer) => toast.success(t(answer.is_favorite ? "favorite.added" : "favorite.removed")),
    onError: (error) => toast.error(refusalText(error)),
  });
  return (
    <button
      type="button"
      aria-pressed={saved}
      data-testid="favorite-toggle"
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={smallSecondaryButton}
    >
      <HeartIcon width={18} height={18} fill={saved ? "currentColor" : "none"} />
      {saved ? t("favorite.saved") : t("favorite.save")}
    </button>
  );
}

import { type PortfolioItem, portfolioLimits } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { quietDangerButton } from "../../../components/ui/buttons";
import { UploadProgressBar } from "../../../components/ui/upload-progress";
import { toast } from "../../../lib/toast";
import { addPortfolioImage, deletePortfolioImage, deletePortfolioItem } from "../api/showcase-api";
import { imageProblemKey } from "../lib/image-file";
import { FileButton } from "./file-button";
import { useUpload } from "./use-upload";

/** One piece of work: its title, description and images; the owner adds and removes images here. */
export function PortfolioItemCard({ item, editable }: { item: PortfolioItem; editable: boolean }) {
  const { t } = useTranslation("flashjobs");
  const upload = useUpload((file, onProgress) => addPortfolioImage(item.id, file, onProgress), {
    check: imageProblemKey,
    failed: "portfolio.failed",
  });
  const removeImage = async (imageId: string) => {
    try {
      await deletePortfolioImage(item.id, imageId);
    } catch {
      toast.error(t("portfolio.failed"));
    }
  };
  const removeItem = async () => {
    if (!window.confirm(t("portfolio.confirmDelete", { title: item.title }))) return;
    try {
      await deletePortfolioItem(item.id);
      toast.success(t("portfolio.deleted"));
    } catch {
      toast.error(t("portfolio.failed"));
    }
  };

  return (
    <article className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm" data-testid="portfolio-item">
      <h3 className="font-semibold text-gray-900">{item.title}</h3>
      {item.description && <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{item.description}</p>}
      {item.images.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {item.images.map((image) => (
            <li key={image.id} className="relative">
              <img
                src={image.url}
                alt={item.title}
                loading="lazy"
                className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
              />
              {editable && (
                <button
                  type="button"
                  onClick={() => void removeImage(image.id)}
                  aria-label={t("portfolio.removeImage")}
                  className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="mt-3 space-y-2">
          {upload.uploading ? (
            <UploadProgressBar fraction={upload.progress ?? null} label={t("uploading")} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              {item.images.length < portfolioLimits.imagesMax ? (
                <FileButton
                  accept="image/jpeg,image/png"
                  onFile={upload.pick}
                  label={t("portfolio.addImageTo", { title: item.title })}
                >
                  {t("portfolio.addImage")}
                </FileButton>
              ) : (
                <span className="text-sm text-gray-600">{t("portfolio.imagesFull")}</span>
              )}
              <button type="button" onClick={() => void removeItem()} className={quietDangerButton}>
                {t("portfolio.delete")}
              </button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}

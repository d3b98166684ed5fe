import type { AdminStore } from "@rewards/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UploadProgressBar } from "../../../components/ui/upload-progress";
import { toast } from "../../../lib/toast";
import { useSaveError } from "../components/schema-form";
import { addStorePhoto, removeStorePhoto } from "./stores-api";

/** Up to 10 photos, JPG or PNG; the first is the store's picture in every list. */
export function StorePhotosPanel({ store }: { store: AdminStore }) {
  const { t } = useTranslation("admin");
  const showSaveError = useSaveError();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    setProgress(0);
    try {
      await addStorePhoto(store.id, file, setProgress);
      toast.success(t("stores.photoAdded"));
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  const remove = async (photoId: string) => {
    setBusy(true);
    try {
      await removeStorePhoto(store.id, photoId);
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="adm-panel max-w-5xl" aria-labelledby="store-photos">
      <h2 id="store-photos">{t("stores.photos")}</h2>
      {store.photos.length === 0 && <p className="adm-muted">{t("stores.noPhotos")}</p>}
      <ul className="flex flex-wrap gap-3">
        {store.photos.map((photo, index) => (
          <li key={photo.id} className="space-y-1">
            <img
              src={photo.url}
              alt={t("stores.photoNumber", { number: index + 1 })}
              className="size-28 rounded-md border border-console-line object-cover"
            />
            <button type="button" className="adm-btn" disabled={busy} onClick={() => void remove(photo.id)}>
              {t("stores.removePhoto")}
            </button>
          </li>
        ))}
      </ul>
      {store.photos.length < 10 && (
        <label className="adm-field mt-3">
          {t("stores.addPhoto")}
          <input
            type="file"
            accept="image/jpeg,image/png"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
      )}
      {progress !== undefined && <UploadProgressBar fraction={progress} label={t("stores.uploading")} />}
    </section>
  );
}

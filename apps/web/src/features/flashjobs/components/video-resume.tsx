import { videoLimits, type WorkerVideo } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { quietDangerButton } from "../../../components/ui/buttons";
import { UploadProgressBar } from "../../../components/ui/upload-progress";
import { toast } from "../../../lib/toast";
import { deleteVideo, uploadVideo } from "../api/showcase-api";
import { videoProblemKey } from "../lib/image-file";
import { FileButton } from "./file-button";
import { useUpload } from "./use-upload";

/** Minutes and seconds, as a player shows them: 0:45, 1:20. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The video resume: played with its poster, replaced or removed. The spec's advice (under one
 * minute) shows before the upload and again beside a longer video; the server reads the length.
 */
export function VideoResume({ video, editable }: { video: WorkerVideo | null; editable: boolean }) {
  const { t } = useTranslation("flashjobs");
  const upload = useUpload(uploadVideo, {
    check: videoProblemKey,
    failed: "video.failed",
    done: () => t("video.saved"),
  });
  const remove = async () => {
    try {
      await deleteVideo();
      toast.success(t("video.removed"));
    } catch {
      toast.error(t("video.failed"));
    }
  };

  return (
    <section aria-labelledby="video-title" className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="video-title" className="text-lg font-bold text-gray-900">
        {t("video.title")}
      </h2>
      {editable && <p className="mt-1 text-sm text-gray-700">{t("video.advice")}</p>}
      {video ? (
        <div className="mt-3 space-y-2">
          {/* biome-ignore lint/a11y/useMediaCaption: a member's own recording has no caption track to offer */}
          <video
            src={video.url}
            poster={video.poster_url}
            controls
            preload="none"
            className="aspect-video w-full rounded-xl bg-black"
            data-testid="video-resume"
          />
          <p className="text-sm text-gray-700">
            {t("video.length", { length: clock(video.duration_seconds) })}
            {video.over_advice && editable && <span className="ml-2 text-amber-800">{t("video.overAdvice")}</span>}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t("video.none")}</p>
      )}
      {editable &&
        (upload.uploading ? (
          <div className="mt-3">
            <UploadProgressBar fraction={upload.progress ?? null} label={t("uploading")} />
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <FileButton accept={videoLimits.types.join(",")} onFile={upload.pick}>
              {video ? t("video.replace") : t("video.upload")}
            </FileButton>
            {video && (
              <button type="button" onClick={() => void remove()} className={quietDangerButton}>
                {t("video.remove")}
              </button>
            )}
          </div>
        ))}
    </section>
  );
}

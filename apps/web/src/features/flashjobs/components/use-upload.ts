import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import type { UploadProgress } from "../../../lib/upload";
import { useRefusalText } from "../../../shared/refusals";

/**
 * One file sent with its progress: checked in the browser first (`check` answers a catalog key for
 * a file the server would refuse), then uploaded; a refusal is toasted in the member's language
 * (`failed` when the server names nothing the catalog has). `progress` is undefined when idle.
 */
export function useUpload(
  send: (file: File, onProgress: UploadProgress) => Promise<unknown>,
  { check, failed, done }: { check?: (file: File) => string | null; failed: string; done?: () => string },
) {
  const { t } = useTranslation("flashjobs");
  const refusalText = useRefusalText({ context: "upload", failed: t(failed) });
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const pick = async (file: File) => {
    const problem = check?.(file);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    setProgress(0);
    try {
      await send(file, setProgress);
      if (done) toast.success(done());
    } catch (error) {
      toast.error(refusalText(error));
    } finally {
      setProgress(undefined);
    }
  };
  return { progress, uploading: progress !== undefined, pick: (file: File) => void pick(file) };
}

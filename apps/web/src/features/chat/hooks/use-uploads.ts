import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-error";
import { uploadAttachment } from "../api/chat-api";

export type Upload = {
  clientId: string;
  file: File;
  /** An object URL of an image, shown while it uploads. */
  preview: string | null;
  progress: number | null;
  status: "uploading" | "failed";
  /** The server's refusal, shown in the member's words; null for a lost connection. */
  error: ApiError | null;
};

/**
 * Attachments on their way up: each uploads with its progress shown, then is sent as a message
 * under the client id it was given; a failed upload can be tried again or removed.
 */
export function useUploads(roomId: string, send: (attachmentId: string, clientId: string) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const change = (clientId: string, patch: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)));

  const run = async (clientId: string, file: File) => {
    try {
      const attachment = await uploadAttachment(roomId, file, (progress) => change(clientId, { progress }));
      setUploads((list) => list.filter((item) => item.clientId !== clientId));
      send(attachment.id, clientId);
    } catch (error) {
      change(clientId, {
        status: "failed",
        error: error instanceof ApiError && error.status > 0 ? error : null,
      });
    }
  };

  const add = (file: File, clientId: string) => {
    const preview = file.type.startsWith("image/") ? URL.createObjectURL(file) : null;
    if (preview) previews.current.add(preview);
    setUploads((list) => [...list, { clientId, file, preview, progress: 0, status: "uploading", error: null }]);
    void run(clientId, file);
  };
  const retry = (clientId: string) => {
    const upload = uploads.find((item) => item.clientId === clientId);
    if (!upload) return;
    change(clientId, { status: "uploading", progress: 0, error: null });
    void run(clientId, upload.file);
  };
  const discard = (clientId: string) => setUploads((list) => list.filter((item) => item.clientId !== clientId));
  return { uploads, add, retry, discard };
}

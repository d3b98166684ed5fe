import type { ChatAttachment } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { fileSize } from "../lib/file-size";

/** An image shows as itself (opening full size); any other file as its name and size, to download. */
export function AttachmentView({ attachment, own }: { attachment: ChatAttachment; own: boolean }) {
  const { t, i18n } = useTranslation("chat");
  if (attachment.kind === "image") {
    return (
      <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="block">
        <img
          src={attachment.url}
          alt={t("thread.imageAlt", { name: attachment.name })}
          loading="lazy"
          // A tiny picture still gets a thumb-sized target.
          className="max-h-64 min-h-24 w-full min-w-24 max-w-60 rounded-xl bg-gray-100 object-cover"
        />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      download={attachment.name}
      aria-label={t("thread.openFile", { name: attachment.name })}
      className={`flex items-center gap-2 rounded-xl px-3 py-2 text-sm underline-offset-2 hover:underline ${own ? "bg-brand-800 text-white" : "bg-gray-100 text-gray-900"}`}
    >
      <span aria-hidden="true">📎</span>
      <span className="min-w-0 flex-1 truncate">{attachment.name}</span>
      <span className="shrink-0 text-xs opacity-80">{fileSize(attachment.size, i18n.language)}</span>
    </a>
  );
}

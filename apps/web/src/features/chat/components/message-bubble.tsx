import type { ChatMessage } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { clockTime } from "../lib/message-time";
import { AttachmentView } from "./attachment-view";

/**
 * A message's width, on the element whose parent is the whole row: a percentage inside a box that
 * shrinks to its content would take a share of the words' own width and break short words apart.
 */
const bubbleWidth = "max-w-[85%] sm:max-w-md";
const bubble = "rounded-2xl px-3 py-2 break-words whitespace-pre-wrap";

/**
 * A stored message: one's own on the right, the peer's on the left; a deleted one says so. The text
 * is rendered as text, never as HTML.
 */
export function MessageBubble({
  message,
  own,
  seen,
  onDelete,
}: {
  message: ChatMessage;
  own: boolean;
  seen: boolean;
  onDelete?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation("chat");
  const side = own ? "items-end" : "items-start";
  return (
    <li className={`flex flex-col ${side}`} data-testid="chat-message" data-key={message.key} data-own={own}>
      {message.is_delete ? (
        <p
          data-testid="chat-message-deleted"
          className={`${bubbleWidth} ${bubble} border border-dashed border-gray-300 bg-white text-sm text-gray-600 italic`}
        >
          {t("thread.deleted")}
        </p>
      ) : (
        <div className={`flex flex-col gap-1 ${side} ${bubbleWidth}`}>
          {message.attachment && <AttachmentView attachment={message.attachment} own={own} />}
          {message.text !== null && message.text !== "" && (
            <p
              data-testid="chat-message-text"
              className={`${bubble} ${own ? "bg-brand-700 text-white" : "border border-gray-100 bg-white text-gray-900"}`}
            >
              {message.text}
            </p>
          )}
        </div>
      )}
      <p className="mt-0.5 flex items-center gap-2 px-1 text-xs text-gray-600">
        <time dateTime={message.created_at}>{clockTime(message.created_at, i18n.language)}</time>
        {own && !message.is_delete && <span>{t(seen ? "thread.seen" : "thread.sent")}</span>}
        {onDelete && !message.is_delete && (
          <button
            type="button"
            onClick={onDelete}
            className="rounded font-semibold text-gray-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t("thread.delete")}
          </button>
        )}
      </p>
    </li>
  );
}

/** One's own message on its way: sending (with the upload's progress), or failed with retry and remove. */
export function PendingBubble({
  text,
  fileName,
  imagePreview,
  progress,
  failed,
  error,
  onRetry,
  onDiscard,
}: {
  text: string | null;
  fileName: string | null;
  imagePreview: string | null;
  progress: number | null;
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("chat");
  return (
    <li
      className="flex flex-col items-end"
      data-testid="chat-pending"
      data-status={failed ? "failed" : "sending"}
      aria-live="polite"
    >
      <div className={`flex flex-col items-end gap-1 opacity-80 ${bubbleWidth}`}>
        {imagePreview && <img src={imagePreview} alt="" className="max-h-64 max-w-60 rounded-xl object-cover" />}
        {fileName && !imagePreview && (
          <p className="flex items-center gap-2 rounded-xl bg-brand-800 px-3 py-2 text-sm text-white">
            <span aria-hidden="true">📎</span>
            <span className="max-w-48 truncate">{fileName}</span>
          </p>
        )}
        {progress !== null && !failed && (
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t("thread.uploading", { percent: Math.round(progress * 100) })}
            className="h-1.5 w-40 overflow-hidden rounded-full accent-brand-700"
          />
        )}
        {text && (
          <p
            className={`${bubble} ${failed ? "border border-red-300 bg-red-50 text-red-900" : "bg-brand-700 text-white"}`}
          >
            {text}
          </p>
        )}
      </div>
      <p className="mt-0.5 flex flex-wrap items-center justify-end gap-2 px-1 text-xs">
        {failed ? (
          <>
            <span role="alert" className="font-semibold text-red-800">
              {error ? `${t("thread.failed")}: ${error}` : t("thread.failed")}
            </span>
            <button
              type="button"
              onClick={onRetry}
              className="rounded font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t("thread.retry")}
            </button>
            <button
              type="button"
              onClick={onDiscard}
              className="rounded font-semibold text-gray-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t("thread.discard")}
            </button>
          </>
        ) : (
          <span className="text-gray-600">
            {progress !== null && progress < 1
              ? t("thread.uploading", { percent: Math.round(progress * 100) })
              : t("thread.sending")}
          </span>
        )}
      </p>
    </li>
  );
}

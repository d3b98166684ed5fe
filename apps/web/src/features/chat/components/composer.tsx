import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { attachmentMaxBytes } from "../api/chat-api";

const textMax = 2000;

/** The message box: text (Enter sends, Shift+Enter breaks the line), an attachment button, send. */
export function Composer({
  onSend,
  onAttach,
  onTyping,
}: {
  onSend: (text: string) => void;
  onAttach: (file: File) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const length = Array.from(text).length;

  const submit = () => {
    const value = text.trim();
    if (value === "") return;
    if (Array.from(value).length > textMax) {
      setError(t("composer.tooLong"));
      return;
    }
    setError(null);
    onSend(value);
    setText("");
  };

  const pick = (chosen: File | undefined) => {
    if (file.current) file.current.value = "";
    if (!chosen) return;
    if (chosen.size > attachmentMaxBytes) {
      setError(t("composer.tooLarge"));
      return;
    }
    setError(null);
    onAttach(chosen);
  };

  return (
    <form
      className="border-t border-gray-100 bg-white px-2 py-2 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error && (
        <p id={errorId} role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={file}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <button
          type="button"
          onClick={() => file.current?.click()}
          aria-label={t("composer.attach")}
          title={t("composer.attach")}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <svg
            viewBox="0 0 24 24"
            width={22}
            height={22}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
          </svg>
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t("composer.label")}</span>
          <textarea
            value={text}
            rows={1}
            placeholder={t("composer.placeholder")}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() !== "") onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            className="block max-h-32 min-h-11 w-full resize-none rounded-3xl border border-gray-300 px-4 py-2.5 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-200"
          />
        </label>
        <button
          type="submit"
          disabled={text.trim() === ""}
          className="min-h-11 shrink-0 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t("composer.send")}
        </button>
      </div>
      {length > textMax - 200 && (
        <p className={`mt-1 text-right text-xs ${length > textMax ? "text-red-800" : "text-gray-600"}`}>
          {t("composer.counter", { count: length })}
        </p>
      )}
    </form>
  );
}

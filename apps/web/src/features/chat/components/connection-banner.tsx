import { useTranslation } from "react-i18next";
import type { ConnectionState } from "../socket/chat-connection";

/** Says so while the live connection is down; the history stays readable under it. */
export function ConnectionBanner({ state }: { state: ConnectionState }) {
  const { t } = useTranslation("chat");
  if (state === "open" || state === "connecting") return null;
  return (
    <p
      role="status"
      data-testid="chat-reconnecting"
      className={`px-4 py-2 text-center text-sm font-medium ${state === "ended" ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-900"}`}
    >
      {t(state === "ended" ? "connection.ended" : "connection.reconnecting")}
    </p>
  );
}

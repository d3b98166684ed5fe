import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChatIcon } from "../../components/ui/icons";

/** The way into the conversation of one job application (its room has the application's id). */
export function ChatLink({
  applicationId,
  name,
  className,
}: {
  applicationId: string;
  name: string;
  className: string;
}) {
  const { t } = useTranslation("shared/chat");
  return (
    <Link
      to={`/home/flashjobs/message/${encodeURIComponent(applicationId)}`}
      aria-label={t("entry.chatWith", { name })}
      data-testid="chat-link"
      className={className}
    >
      <ChatIcon width={18} height={18} aria-hidden="true" />
      {t("entry.chat")}
    </Link>
  );
}

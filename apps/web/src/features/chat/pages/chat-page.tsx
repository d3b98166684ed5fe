import type { ChatRoom } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { textLink } from "../../../components/ui/buttons";
import { ListState } from "../../../components/ui/list-state";
import { ApiError } from "../../../lib/api-error";
import { roomQuery } from "../api/chat-api";
import { Thread } from "../components/thread";

/** `/home/flashjobs/message/{id}`: one conversation; a room the member is not in says 'Chat room not exists'. */
export function ChatPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("chat");
  const room = useQuery(roomQuery(id));
  if (room.error instanceof ApiError && (room.error.status === 404 || room.error.status === 400)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <div role="alert" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="chat-not-exists">
          <p className="font-semibold text-gray-900">{t("thread.notExists")}</p>
          <Link to="/home/flashjobs/message" className={textLink}>
            {t("thread.toMessages")}
          </Link>
        </div>
      </div>
    );
  }
  if (!room.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <ListState ns="chat" query={room} empty={false} rows={2} />
      </div>
    );
  }
  return <Thread key={room.data.id} room={room.data satisfies ChatRoom} />;
}

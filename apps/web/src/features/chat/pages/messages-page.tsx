import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { InfiniteList } from "../../../components/ui/infinite-list";
import { roomsQuery } from "../api/chat-api";
import { ConnectionBanner } from "../components/connection-banner";
import { RoomRow } from "../components/room-row";
import { useChatConnection } from "../hooks/use-connection";
import { roomList } from "../lib/live-cache";

/** `/home/flashjobs/message`: the member's conversations, latest first, kept live by the socket. */
export function MessagesPage() {
  const { t } = useTranslation("chat");
  const { state } = useChatConnection();
  const query = useInfiniteQuery(roomsQuery());
  const rooms = roomList(query.data);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="hidden text-2xl font-bold text-gray-900 md:block">{t("rooms.title")}</h1>
      <ConnectionBanner state={state} />
      <section aria-label={t("rooms.title")} className="space-y-3">
        <InfiniteList ns="chat" query={query} items={rooms} className="space-y-2" testId="chat-rooms">
          {(room) => <RoomRow room={room} />}
        </InfiniteList>
      </section>
    </div>
  );
}

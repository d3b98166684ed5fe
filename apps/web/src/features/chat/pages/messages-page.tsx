import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
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
        <ListState ns="chat" query={query} empty={rooms.length === 0} />
        <ul className="space-y-2" data-testid="chat-rooms">
          {rooms.map((room) => (
            <li key={room.id}>
              <RoomRow room={room} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasNextPage={query.hasNextPage}
          fetching={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
          label={t("loadMore")}
          busyLabel={t("loadingMore")}
          loadOnScroll
        />
      </section>
    </div>
  );
}

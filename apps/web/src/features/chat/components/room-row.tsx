import { type ChatRoom, chatPreviewMarks } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messageTime } from "../lib/message-time";
import { Avatar } from "./avatar";

/** One conversation: the peer, the job, the last message's preview and time, the unread count. */
export function RoomRow({ room }: { room: ChatRoom }) {
  const { t, i18n } = useTranslation("chat");
  const unread = room.unread_count > 0;
  return (
    <Link
      to={`/home/flashjobs/message/${encodeURIComponent(room.id)}`}
      data-testid="chat-room"
      className="flex items-center gap-3 rounded-2xl border border-gray-100 bg-white p-3 shadow-sm hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-4"
    >
      <Avatar name={room.peer.name} avatar={room.peer.avatar} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={`truncate text-gray-900 ${unread ? "font-bold" : "font-semibold"}`}>{room.peer.name}</p>
          {room.last_message_time && (
            <time dateTime={room.last_message_time} className="shrink-0 text-xs text-gray-600">
              {messageTime(room.last_message_time, i18n.language)}
            </time>
          )}
        </div>
        <p className="truncate text-xs text-gray-600">{room.job_title}</p>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p
            data-testid="chat-room-preview"
            className={`truncate text-sm ${unread ? "font-semibold text-gray-900" : "text-gray-600"}`}
          >
            {preview(room, t)}
          </p>
          {unread && (
            <span
              data-testid="chat-room-unread"
              className="shrink-0 rounded-full bg-brand-700 px-2 text-xs leading-5 font-semibold text-white"
            >
              <span aria-hidden="true">{room.unread_count > 99 ? "99+" : room.unread_count}</span>
              <span className="sr-only">{t("rooms.unread", { count: room.unread_count })}</span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

/** The last message's words, or what stands for them: an attachment, a deleted message, none yet. */
function preview(room: ChatRoom, t: (key: string) => string): string {
  const text = room.last_message_text;
  if (text === chatPreviewMarks.deleted) return t("rooms.deleted");
  if (text === chatPreviewMarks.attachment) return t("rooms.attachment");
  return text ?? (room.last_message_key > 0 ? t("rooms.attachment") : t("rooms.noMessages"));
}

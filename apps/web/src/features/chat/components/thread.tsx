import type { ChatRoom } from "@rewards/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListState } from "../../../components/ui/list-state";
import { LoadMore } from "../../../components/ui/load-more";
import { ApiError } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import { useRefusalText } from "../../../shared/refusals";
import { deleteMessage, historyKey } from "../api/chat-api";
import { useFillHeight } from "../hooks/use-fill-height";
import { useRoomChat } from "../hooks/use-room-chat";
import { useUploads } from "../hooks/use-uploads";
import { type History, withDeleted } from "../lib/live-cache";
import { Avatar } from "./avatar";
import { Composer } from "./composer";
import { ConnectionBanner } from "./connection-banner";
import { MessageBubble, PendingBubble } from "./message-bubble";

/** Near enough to the end that a new message scrolls into view. */
const stickyPx = 120;

/**
 * A conversation: the peer and the job on top, the messages (older ones load when scrolled to the
 * top), then the message box, or the note that the thread is read-only.
 */
export function Thread({ room }: { room: ChatRoom }) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const chat = useRoomChat(room.id, { peerId: room.peer.id, canRead: true });
  const uploads = useUploads(room.id, chat.sendAttachment);
  const refusalText = useRefusalText({ context: "chat", failed: t("errors.failed") });
  const deleteRefusalText = useRefusalText({ context: "chat", failed: t("thread.deleteFailed") });
  // A frame the socket refused carries a code as a refused request would: read as one.
  const frameErrorText = (failure: { code?: string } | null | undefined) =>
    failure?.code ? refusalText(new ApiError(400, failure.code, "")) : null;

  const frame = useRef<HTMLDivElement>(null);
  const fill = useFillHeight(frame);
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef({ first: 0, fromBottom: 0, atBottom: true, count: 0 });
  const count = chat.messages.length + chat.pending.length + uploads.uploads.length + (chat.typing ? 1 : 0);
  const first = chat.messages[0]?.key ?? 0;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = anchor.current;
    if (before.first !== 0 && first < before.first) {
      // Older messages went in above: what was on screen stays where it was.
      element.scrollTop = element.scrollHeight - before.fromBottom;
    } else if (before.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    anchor.current = {
      first,
      count,
      fromBottom: element.scrollHeight - element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < stickyPx,
    };
  }, [first, count]);
  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    anchor.current.fromBottom = element.scrollHeight - element.scrollTop;
    anchor.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < stickyPx;
  };
  const toBottom = () => {
    anchor.current.atBottom = true;
  };

  const remove = async (key: number) => {
    if (!window.confirm(t("thread.deleteConfirm"))) return;
    try {
      await deleteMessage(room.id, key);
      queryClient.setQueryData<History>(historyKey(room.id), (data) => withDeleted(data, key));
    } catch (error) {
      toast.error(deleteRefusalText(error));
    }
  };

  const jobLink =
    room.role === "worker"
      ? `/home/flashjobs/jobs/${encodeURIComponent(room.job_id)}`
      : `/home/flashjobs/posts/${encodeURIComponent(room.job_id)}`;
  const { history } = chat;

  return (
    <div
      ref={frame}
      style={fill}
      className="mx-auto flex h-[calc(100dvh-6.625rem-env(safe-area-inset-bottom))] max-w-3xl max-md:mb-[calc(env(safe-area-inset-bottom)-1.4375rem)] flex-col bg-white md:mt-4 md:h-[calc(100dvh-7rem)] md:rounded-2xl md:border md:border-gray-100 md:shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-gray-100 px-3 py-2 sm:px-4">
        <Link
          to="/home/flashjobs/message"
          className="hidden rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:block"
        >
          ← {t("thread.back")}
        </Link>
        <Avatar name={room.peer.name} avatar={room.peer.avatar} size="sm" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold text-gray-900" data-testid="chat-peer">
            {room.peer.name}
          </h1>
          <Link to={jobLink} className="block truncate text-xs text-gray-600 hover:underline">
            {t("thread.job", { title: room.job_title })}
          </Link>
        </div>
      </div>
      <ConnectionBanner state={chat.state} />
      <div
        ref={box}
        onScroll={onScroll}
        role="log"
        aria-label={t("thread.history", { name: room.peer.name })}
        data-testid="chat-log"
        // Drawn by the server, the log opens at its latest message before the app arrives (prerender/wake.ts).
        data-scroll-end
        className="flex-1 overflow-y-auto bg-gray-50 px-3 py-3 sm:px-4"
      >
        <ListState ns="chat" query={history} empty={false} rows={2} />
        {history.isSuccess && !history.hasNextPage && (
          <p className="mb-3 text-center text-xs text-gray-600">{t("thread.start")}</p>
        )}
        <div className="mb-3 [&>div]:mt-0">
          <LoadMore
            hasNextPage={history.hasNextPage}
            fetching={history.isFetchingNextPage}
            fetchNextPage={() => void history.fetchNextPage()}
            label={t("thread.older")}
            busyLabel={t("thread.olderLoading")}
            loadOnScroll
          />
        </div>
        <ol className="space-y-2" data-testid="chat-messages">
          {chat.messages.map((message) => {
            const own = message.sender_id !== room.peer.id;
            return (
              <MessageBubble
                key={message.key}
                message={message}
                own={own}
                seen={own && message.key <= room.peer_read_key}
                onDelete={own && !message.is_delete ? () => void remove(message.key) : undefined}
              />
            );
          })}
          {chat.pending.map((item) => (
            <PendingBubble
              key={item.clientId}
              text={item.text ?? (item.attachmentId ? t("rooms.attachment") : null)}
              fileName={null}
              imagePreview={null}
              progress={null}
              failed={item.status === "failed"}
              error={frameErrorText(item.error)}
              onRetry={() => {
                toBottom();
                chat.retry(item.clientId);
              }}
              onDiscard={() => chat.discard(item.clientId)}
            />
          ))}
          {uploads.uploads.map((item) => (
            <PendingBubble
              key={item.clientId}
              text={null}
              fileName={item.file.name}
              imagePreview={item.preview}
              progress={item.progress}
              failed={item.status === "failed"}
              error={item.error ? refusalText(item.error) : null}
              onRetry={() => uploads.retry(item.clientId)}
              onDiscard={() => uploads.discard(item.clientId)}
            />
          ))}
        </ol>
        {chat.typing && (
          <p data-testid="chat-typing" aria-live="polite" className="mt-2 text-sm text-gray-600 italic">
            {t("thread.typing", { name: room.peer.name })}
          </p>
        )}
      </div>
      {room.read_only ? (
        <p
          data-testid="chat-read-only"
          role="note"
          className="border-t border-gray-100 bg-gray-100 px-4 py-3 text-center text-sm font-medium text-gray-800"
        >
          {t(room.read_only_reason === "cancelled" ? "readOnly.cancelled" : "readOnly.blocked")}
        </p>
      ) : (
        <Composer
          onSend={(text) => {
            toBottom();
            chat.send(text);
          }}
          onAttach={(file) => {
            toBottom();
            uploads.add(file, chat.newClientId());
          }}
          onTyping={chat.sendTyping}
        />
      )}
    </div>
  );
}

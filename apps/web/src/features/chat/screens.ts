import { loadOnce } from "../../lib/load-once";
import type { Screen, ScreenLoader } from "../../shared/screens";

const chatApi = loadOnce(() => import("./api/chat-api"));

/** The rooms, newest first. On the server a chat screen has no socket: it opens in an effect. */
const chatRoomsData: ScreenLoader = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery((await chatApi()).roomsQuery());
};

/** A thread: the room and the newest page of its history. */
const chatThreadData: ScreenLoader = async ({ params, queryClient }) => {
  const { historyQuery, roomQuery } = await chatApi();
  const id = params.id ?? "";
  await Promise.all([queryClient.prefetchQuery(roomQuery(id)), queryClient.prefetchInfiniteQuery(historyQuery(id))]);
};

export const screens: Screen[] = [
  {
    path: "/home/flashjobs/message",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "messages" },
    loader: chatRoomsData,
    lazy: async () => ({ Component: (await import("./pages/messages-page")).MessagesPage }),
  },
  {
    path: "/home/flashjobs/message/:id",
    layout: "flash-job",
    guard: "flash",
    meta: { title: "chat" },
    loader: chatThreadData,
    lazy: async () => ({ Component: (await import("./pages/chat-page")).ChatPage }),
  },
];

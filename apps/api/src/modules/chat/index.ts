export { chatAttachmentRoutes } from "./attachment-routes.js";
export {
  busReady,
  type ChatBus,
  type ChatEvent,
  chatBusFor,
  localBus,
  postgresBus,
  redisBus,
  sharedChatBus,
} from "./bus.js";
export { ChatHub } from "./hub.js";
export { jobChatRoutes } from "./job-routes.js";
export { storeMessage } from "./messages.js";
export { announceRoomChange, chatConsumer, openRoom, RoomMembers } from "./rooms.js";
export { chatRoutes } from "./routes.js";
export { chatSocketRoutes } from "./socket.js";
export {
  chatAttachmentQuota,
  chatAttachments,
  chatMessages,
  chatPresence,
  chatRooms,
  chatSendQuota,
} from "./tables.js";

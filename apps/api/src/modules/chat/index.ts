export { busReady, type ChatBus, type ChatEvent, chatBusFor, localBus, postgresBus, redisBus } from "./bus.js";
export { ChatHub } from "./hub.js";
export { storeMessage } from "./messages.js";
export { chatConsumer, openRoom } from "./rooms.js";
export { chatRoutes } from "./routes.js";
export { chatSocketRoutes } from "./socket.js";
export { chatAttachments, chatMessages, chatPresence, chatRooms } from "./tables.js";

export { type FileLinks, fileLinkSecret, fileLinks, privateLinkSeconds } from "./links.js";
export { fileRoutes } from "./routes.js";

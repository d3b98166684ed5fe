export { avatarUrl, defaultAvatarUrl, profileData } from "./profile-data.js";
export { profileRoutes } from "./routes.js";

export { idCheckAdminRoutes } from "./id-check-routes.js";
export { readImagePart, reencodeImage } from "./images.js";
export { profileOf } from "./profiles.js";
export { publicFileRoutes } from "./public-files-routes.js";
export { addReview } from "./reviews.js";
export { jobProfileRoutes } from "./routes.js";
export { showcaseRoutes } from "./showcase-routes.js";
export { verificationRoutes } from "./verification-routes.js";

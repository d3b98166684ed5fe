export { appSettingRoutes } from "./admin-routes.js";
export { homeConfigOf } from "./home-config.js";
export { readSetting, settingCacheMs } from "./service.js";

export { appSettingRoutes } from "./admin-routes.js";
export { readSetting, settingCacheMs } from "./service.js";

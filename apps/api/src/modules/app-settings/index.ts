export { appSettingRoutes } from "./admin-routes.js";
export { homeConfigOf } from "./home-config.js";
export { forgetCachedSettings, readSetting, settingCacheMs } from "./service.js";

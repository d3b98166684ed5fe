export { appSettingRoutes } from "./admin-routes.js";
export { homeConfigOf } from "./home-config.js";
export { readSetting, type SettingsCache, settingCacheMs, settingsCache, withSettingsCache } from "./service.js";

/// <reference types="vite/client" />

/** Build-time settings of the web app (README, "Configuration"). */
interface ImportMetaEnv {
  /** Each service's base, so a service can move to a host of its own. */
  readonly VITE_API_BASE?: string;
  readonly VITE_JOB_API_BASE?: string;
  readonly VITE_SHOP_API_BASE?: string;
  readonly VITE_CHAT_API_BASE?: string;
  readonly VITE_ADMIN_API_BASE?: string;
  /** The web app's version, sent with a registration (`version`) when set. */
  readonly VITE_APP_VERSION?: string;
  /** The name of the channel object the native app wrapper injects. */
  readonly VITE_NATIVE_CHANNEL?: string;
  /** Store, help-centre and contact links by market (src/lib/external-links.ts). */
  readonly VITE_APP_ANDROID_VI?: string;
  readonly VITE_APP_IOS_VI?: string;
  readonly VITE_APP_ANDROID_ID?: string;
  readonly VITE_APP_IOS_ID?: string;
  readonly VITE_HELP_CENTRE_VI?: string;
  readonly VITE_HELP_CENTRE_ID?: string;
  readonly VITE_CONTACT_VI?: string;
  readonly VITE_CONTACT_ID?: string;
  /** The market's social pages; a network left unset is not shown. */
  readonly VITE_FACEBOOK_VI?: string;
  readonly VITE_INSTAGRAM_VI?: string;
  readonly VITE_TIKTOK_VI?: string;
  readonly VITE_FACEBOOK_ID?: string;
  readonly VITE_INSTAGRAM_ID?: string;
  readonly VITE_TIKTOK_ID?: string;
  /** The map's OpenStreetMap-compatible tile address ({z}/{x}/{y}) and its attribution; public OSM when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_ATTRIBUTION?: string;
}

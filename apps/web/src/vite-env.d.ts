/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_JOB_API_BASE?: string;
  readonly VITE_SHOP_API_BASE?: string;
  readonly VITE_CHAT_API_BASE?: string;
  readonly VITE_ADMIN_API_BASE?: string;
}

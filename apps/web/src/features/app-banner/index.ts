export { AppBanner, appBannerNamespaces } from "./app-banner";

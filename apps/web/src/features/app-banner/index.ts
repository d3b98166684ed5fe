export { AppBanner } from "./app-banner";

export { AdvertisementPopup } from "./components/advertisement-popup";

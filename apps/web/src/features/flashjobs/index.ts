// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { flashProfileGuard } from "./access";
export {
  categoriesQuery,
  clientProfileKey,
  clientProfileQuery,
  flashProfileKey,
  flashProfileQuery,
} from "./api/profile-api";

export { profileQuery } from "./profile-query";

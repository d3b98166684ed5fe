export { signOut } from "./sign-out";

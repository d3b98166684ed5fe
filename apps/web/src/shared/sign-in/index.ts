/** What the sign-in offers: the social sign-ins the server has configured (the help page says only those). */
export { socialProvidersQuery } from "./social-providers";

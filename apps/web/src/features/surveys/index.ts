// The pages are not exported here: the router lazy-loads each one from pages/*.tsx.
export { surveysKey } from "./api/surveys-api";

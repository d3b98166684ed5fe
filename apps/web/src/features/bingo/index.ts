// The page is not exported here: the router lazy-loads it from pages/bingo-page.tsx.
export { bingoKey } from "./api/bingo-api";

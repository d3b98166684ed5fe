export { ErrorPage } from "./error-page";
export { ErrorPageBoundary } from "./error-page-boundary";
export { NotFoundPage } from "./not-found-page";

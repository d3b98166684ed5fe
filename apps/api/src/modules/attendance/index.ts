export { attendanceRoutes } from "./routes.js";
export { attendanceStateOf, checkIn } from "./service.js";

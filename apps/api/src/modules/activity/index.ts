export { activitiesOf } from "./read.js";
export {
  type ActivityConsumer,
  type ActivityEvent,
  type ActivityHandler,
  type ActivityInput,
  type ActivityStream,
  activityStream,
  recordActivity,
  withActivityStream,
} from "./record.js";

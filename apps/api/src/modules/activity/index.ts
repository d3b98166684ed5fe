export { activitiesOf } from "./read.js";
export {
  type ActivityConsumer,
  type ActivityEvent,
  type ActivityHandler,
  type ActivityInput,
  installActivityConsumers,
  recordActivity,
} from "./record.js";

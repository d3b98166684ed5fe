import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What belongs to one request (or one background job) and to nothing else in the process: its
 * id, which goes with the jobs it queues into their logs, and whether it notified someone, so
 * its delivery run is asked for once it is over. Nothing here is shared between requests.
 */
export type RequestScope = { requestId: string; deliveryDue: boolean };

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it starts) inside a scope of its own. */
export function runInScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The scope of the request or job this code runs for; none in tools and at start-up. */
export function currentScope(): RequestScope | undefined {
  return scopes.getStore();
}

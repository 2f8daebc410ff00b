import { createStore } from './external-store';

/**
 * What the top progress bar follows (SPEC.md sections 4 and 9): a pending route change and the
 * number of requests in flight.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** A navigation that never reports its end (e.g. cancelled) stops counting after this. */
const ROUTE_TIMEOUT_MS = 15_000;

export const progressBusy = createStore(false);

let requestsInFlight = 0;
let routePending = false;
let routeTimer: ReturnType<typeof setTimeout> | undefined;

function update() {
  progressBusy.set(routePending || requestsInFlight > 0);
}

export function routeChangeStarted(): void {
  routePending = true;
  clearTimeout(routeTimer);
  routeTimer = setTimeout(routeChangeEnded, ROUTE_TIMEOUT_MS);
  update();
}

export function routeChangeEnded(): void {
  routePending = false;
  clearTimeout(routeTimer);
  update();
}

export function requestStarted(): void {
  requestsInFlight += 1;
  update();
}

export function requestEnded(): void {
  requestsInFlight = Math.max(0, requestsInFlight - 1);
  update();
}

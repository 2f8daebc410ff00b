/**
 * SPEC.md section 7: route code is prefetched once the browser is idle (at most 2000 ms after
 * the page loaded), and never on 2g, with data-saver on, or offline.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
type NetworkInformation = {
  effectiveType?: string;
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
};
type NavigatorWithConnection = Pick<Navigator, 'onLine'> & { connection?: NetworkInformation };

export function canPrefetch(nav: NavigatorWithConnection): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function subscribeToConnection(listener: () => void): () => void {
  const connection = (navigator as NavigatorWithConnection).connection;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  connection?.addEventListener?.('change', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    connection?.removeEventListener?.('change', listener);
  };
}

let idle = false;
const idleListeners = new Set<() => void>();

/** Becomes true once, at the first idle moment after load (or after the time-out). */
export function subscribeToIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  if (idleListeners.size === 1 && !idle) {
    const markIdle = () => {
      idle = true;
      idleListeners.forEach((notify) => notify());
    };
    const whenLoaded = () => {
      // Safari has no requestIdleCallback: it prefetches after the time-out.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(markIdle, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      else setTimeout(markIdle, PREFETCH_IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
  }
  return () => {
    idleListeners.delete(listener);
  };
}

export function isIdle(): boolean {
  return idle;
}

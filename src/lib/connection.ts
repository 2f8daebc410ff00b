/** SPEC.md section 7: no prefetching on 2g, with data-saver on, or offline. */
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

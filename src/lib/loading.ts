import { createStore } from './external-store';

/** The global loading flag of SPEC.md section 3; the full-screen spinner follows it. */
export const loadingFlag = createStore(false);

export function setLoading(value: boolean): void {
  loadingFlag.set(value);
}

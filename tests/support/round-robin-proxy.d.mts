/** The types of ./round-robin-proxy.mjs (plain JavaScript, so that the fleet benchmark runs it with node alone). */
export interface ServedRequest {
  method: string | undefined;
  path: string | undefined;
  /** The instance's port that answered; `undefined` when none could be reached. */
  upstream: number | undefined;
  status: number | undefined;
}

export interface RoundRobinProxy {
  port: number;
  /** Every answer, in the order they began. */
  served: ServedRequest[];
  setUpstreams(ports: readonly number[]): void;
  close(): Promise<void>;
}

export declare function startRoundRobinProxy(upstreamPorts: readonly number[], options?: { port?: number }): Promise<RoundRobinProxy>;

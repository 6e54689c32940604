// autocannon 9 ships no types; this declares the part of its API that load.mjs uses (README "API").
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly total: number;
    readonly p50: number;
    readonly p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** number of requests to make; overrides duration */
    amount?: number;
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string> }>;
  }
  interface Result {
    readonly requests: Histogram;
    readonly latency: Histogram;
    /** seconds */
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

// autocannon ships no types and @types/autocannon describes version 7, so this declares the part the bench uses.
declare module "autocannon" {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      workers?: number;
      /** Sent with every request. */
      headers?: Record<string, string>;
      /** A first run with these options whose figures are kept apart from the result. */
      warmup?: { connections?: number; duration?: number };
    }

    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }

    interface Result {
      /** Requests per second, sampled each second. */
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
      non2xx: number;
      /** Connection errors, timeouts included. */
      errors: number;
    }
  }

  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}

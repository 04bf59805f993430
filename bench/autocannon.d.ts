// The part of autocannon's API the API benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Request {
    method?: string;
    path?: string;
    body?: string;
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all (the run ends when they are answered), instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}

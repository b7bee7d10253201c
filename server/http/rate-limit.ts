/**
 * Per-API-key fixed-window rate limit, in memory. `hit` answers 0 when the request may go on,
 * else the seconds to wait (the Retry-After value).
 *
 * Windows are measured on the monotonic clock: on the wall clock, a step back (NTP at boot, a VM
 * resumed) kept the window open for as long as the step, so a key that had used it up was refused
 * for an hour after a one-hour step (a time audit).
 */
export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The seconds to wait when `key` has used up the window, else 0; counts nothing. */
  exhausted(key: string): number {
    const now = this.now();
    if (now >= this.windowStart + this.windowMs) return 0;
    return this.waitFor(this.counts.get(key) ?? 0, now);
  }

  hit(key: string): number {
    const now = this.now();
    if (now >= this.windowStart + this.windowMs) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return this.waitFor(count - 1, now);
  }

  /** 0 while `used` requests leave room for one more in the window, else the seconds to its end. */
  private waitFor(used: number, now: number): number {
    if (used < this.max) return 0;
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
  }
}

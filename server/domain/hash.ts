/** SHA-256 as lowercase hex: API secret digests, idempotency hashes, evidence digests. */
import { createHash } from "node:crypto";

export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

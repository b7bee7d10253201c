/** Types of parent-watch.mjs (plain JavaScript: scripts/start.mjs runs without tsx). */
export function stopWhenOrphanedUnderNpm(intervalMs?: number): void;

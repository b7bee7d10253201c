/**
 * `npm start` and `npm run mock` run through npm's shell (`sh -c`, `cmd /c`), which does not pass
 * a signal on: SIGTERM sent to npm (a process manager, a container's PID 1) ends npm and its
 * shell and leaves this process running, still listening. `exec` in the script would fix it on
 * POSIX shells only (cmd.exe has no exec). So a process started by npm watches its parent and,
 * once the parent is gone (it is adopted by another), sends itself SIGTERM: the graceful
 * shutdown a direct signal would have started.
 */
export function stopWhenOrphanedUnderNpm(intervalMs = 500) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, intervalMs).unref();
}

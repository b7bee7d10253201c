// Worker thread of the WAL checkpointer (checkpointer.ts): its own connection to the database file,
// which copies the write-ahead log back into the database when asked. Plain JavaScript, so it needs
// no TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.path);
db.pragma("busy_timeout = 5000");

parentPort.on("message", (message) => {
  if (message === "close") {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ id: message.id });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error) });
  }
});

/**
 * A password hashing thread (see passwords.ts): computes argon2id hashes and verifies one after another, straight from
 * its message queue, so the next job starts the moment the last one ends, without waiting for the main event loop.
 * Plain JavaScript so it runs as it is under tsx, vitest and the compiled bundle.
 *
 * In:  { id: number, op: 'hash', password: string } | { id: number, op: 'verify', hashed: string, password: string }
 * Out: { id, value: string | boolean } or { id, error: string } (a hash that fails); a malformed hash verifies false.
 * workerData: the argon2 options (algorithm, memoryCost KiB, timeCost, parallelism).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

parentPort.on('message', (job) => {
  if (job.op === 'verify') {
    let value = false;
    try {
      value = verifySync(job.hashed, job.password);
    } catch {
      value = false;
    }
    parentPort.postMessage({ id: job.id, value });
    return;
  }
  try {
    parentPort.postMessage({ id: job.id, value: hashSync(job.password, workerData) });
  } catch (e) {
    parentPort.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});

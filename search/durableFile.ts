/**
 * Writing files so that a crash or a full disk never leaves a torn one, shared by the search store
 * (one JSON file per index), the indexer CLI and the contact store (one JSON line per message):
 * whole files go through a temporary file, fsync and rename; appended lines are fsynced and a
 * torn last line is moved aside at start. A file is durable only once its folder's entry is, so
 * the folder is fsynced too.
 */
import {randomBytes} from 'node:crypto';
import {mkdir, open, readFile, rename, stat} from 'node:fs/promises';
import path from 'node:path';

const NEWLINE = 0x0a;

/** Makes the folder's entries (a new or renamed file) durable. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `data` so that a crash leaves either the old file or the new one, never a torn one.
 * `mode` applies to a file this creates (the contact store's are private to the server's user).
 */
export async function writeFileAtomic(file: string, data: string, options: {mode?: number} = {}): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, {recursive: true});
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'w', options.mode);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  await fsyncDir(dir);
}

/**
 * Appends one record as one line. A file whose last byte is not a newline has a torn tail (a
 * crash or a full disk during another process's append): the record then starts on a fresh line
 * instead of being glued to the fragment. A write that fails part-way is cut back off, so this
 * process never leaves a torn line of its own.
 */
export async function appendLineDurably(file: string, line: string, options: {mode?: number} = {}): Promise<void> {
  const dir = path.dirname(file);
  const existed = await stat(file).then(
    () => true,
    () => false,
  );
  if (!existed) await mkdir(dir, {recursive: true});
  const handle = await open(file, 'a+', options.mode);
  try {
    const {size} = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== NEWLINE) prefix = '\n';
    }
    const buffer = Buffer.from(prefix + line, 'utf8');
    try {
      let offset = 0;
      while (offset < buffer.length) {
        const {bytesWritten} = await handle.write(buffer, offset);
        offset += bytesWritten;
      }
      await handle.sync();
    } catch (error) {
      await handle.truncate(size).catch(() => undefined);
      throw error;
    }
  } finally {
    await handle.close();
  }
  if (!existed) await fsyncDir(dir);
}

/**
 * At start: a last line without its newline is a torn append. It is moved to `quarantine` (kept
 * for an operator, never parsed as a record) and cut off `file`, so `file` is whole lines only.
 * Returns the number of bytes quarantined.
 */
export async function quarantineTornTail(file: string, quarantine: string, options: {mode?: number} = {}): Promise<number> {
  const data = await readFile(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw error;
  });
  if (data.length === 0 || data[data.length - 1] === NEWLINE) return 0;
  const keep = data.lastIndexOf(NEWLINE) + 1;
  const fragment = data.subarray(keep);
  const out = await open(quarantine, 'a', options.mode);
  try {
    await out.write(Buffer.concat([fragment, Buffer.from('\n')]));
    await out.sync();
  } finally {
    await out.close();
  }
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(keep);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsyncDir(path.dirname(file));
  return fragment.length;
}

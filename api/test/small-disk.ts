/**
 * A real small disk for the full-disk tests: a tmpfs of a given size mounted on a fresh temporary
 * folder, so a write past its end fails in the kernel with ENOSPC, as on a full server, through
 * every layer (Node, node-tar, PGlite's file system) and not only where a test thought to fake it.
 * Mounting needs root (or CAP_SYS_ADMIN): the tests and .ci/run run as root on the CI machine. When
 * the mount is refused the test fails saying so; it never passes without the disk it needs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  /** The folder the disk is mounted on. */
  dir: string;
  /** Shrinks the disk to what is on it now and `bytes` more (rounded up to whole pages): a disk nearly full. */
  leaveFree(bytes: number): void;
  /** Unmounts the disk (everything on it goes) and removes its folder. */
  unmount(): void;
}

/** The first line of the command's own words when it failed (mount adds a pointer to dmesg), else the error's message. */
function told(error: unknown): string {
  const { stderr, message } = error as { stderr?: Buffer | string; message?: string };
  const words = String(stderr ?? '').trim() || message || String(error);
  return (words.split('\n')[0] as string).replace(/\.$/, '');
}

/** Mounts a tmpfs of `sizeKiB` KiB on a fresh temporary folder; throws a sentence when that is refused. */
export function smallDisk(sizeKiB: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKiB}k,mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    fs.rmdirSync(dir);
    throw new Error(
      `The full-disk tests need a real small disk, but mounting a ${sizeKiB} KiB tmpfs on ${dir} was refused (${told(error)}): ` +
        `run them as root or with CAP_SYS_ADMIN, as .ci/run does on the CI machine.`,
    );
  }
  return {
    dir,
    leaveFree(bytes) {
      const { blocks, bfree, bsize } = fs.statfsSync(dir);
      // At least a page: a tmpfs of size 0 has no limit at all.
      const sizeKiB = Math.max(4, Math.ceil(((blocks - bfree) * bsize + bytes) / 4096) * 4);
      execFileSync('mount', ['-o', `remount,size=${sizeKiB}k`, dir], { stdio: 'pipe' });
    },
    unmount() {
      try {
        execFileSync('umount', [dir], { stdio: 'pipe' });
      } catch {
        // Something still holds a file there (a database the failed test left open): detach it now, freed when let go.
        execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
      }
      fs.rmdirSync(dir);
    },
  };
}

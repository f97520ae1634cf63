import { readFileSync, rmSync, writeFileSync } from 'node:fs'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite must never be opened by two processes at once: both would write the same files
 * and corrupt them. The lock file holds the owner's pid; a lock left by a process that
 * died (SIGKILL, power loss) is taken over, so a crash never blocks the next start.
 */
export function acquireDataDirLock(lockPath: string, dataDir: string): () => void {
  const pidText = String(process.pid)
  try {
    writeFileSync(lockPath, pidText, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirInUseError(
        `The database folder ${dataDir} is already in use by another process (pid ${owner}). ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      )
    }
    writeFileSync(lockPath, pidText)
  }
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8') === pidText) rmSync(lockPath)
    } catch {
      // Already gone: nothing to release.
    }
  }
}

import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
// The package's export is the jar's path (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

/**
 * A run checks a few dozen documents and ends: the JVM's optimising compiler (C2) costs more
 * than it saves then. With the quick compiler alone and one GC thread, 21 pages took 3.2 s of
 * CPU instead of 7-8 s on a 2-core machine; its bigger stack frames need the larger stack
 * (without it the schema's evaluation overflows).
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  message: string
  extract?: string
}

/**
 * Every error and warning the Nu Html Checker (npm `vnu-jar`, Java) finds in the given
 * documents, as `name: message` lines; all documents go to one run, since the JVM's start
 * is most of its cost. Fails with how to get Java when there is none.
 */
export async function nuHtmlProblems(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nu-html-'))
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`)
      return { name, file, html }
    })
    await Promise.all(files.map(({ file, html }) => writeFile(file, html)))
    let output: string
    try {
      const result = await run(
        'java',
        [
          ...JVM_OPTIONS,
          '-jar',
          vnuJar,
          '--format',
          'json',
          '--stdout',
          ...files.map((f) => f.file),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      )
      output = result.stdout
    } catch (error) {
      const failed = error as { code?: string | number; stdout?: string }
      if (failed.code === 'ENOENT') {
        throw new Error(
          'The Nu Html Checker needs Java: apt-get install -y openjdk-17-jre-headless',
        )
      }
      // vnu exits 1 when it found errors; its report is still on stdout.
      if (!failed.stdout) throw error
      output = failed.stdout
    }
    const nameOf = new Map(files.map((f) => [path.basename(f.file), f.name]))
    const { messages } = JSON.parse(output) as { messages: NuMessage[] }
    return messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map((m) => `${nameOf.get(path.basename(m.url)) ?? m.url}: ${m.message} (${m.extract ?? ''})`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

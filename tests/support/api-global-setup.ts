import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createTemplate, dropTemplate, type TestDatabaseKind } from './test-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const kind = (project.config.env?.TEST_DB ?? 'pglite') as TestDatabaseKind
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-template-'))
  const template = await createTemplate(kind, path.join(dir, 'template.tar'))
  project.provide('databaseTemplate', template)
  return async () => {
    await dropTemplate(kind, template)
    await rm(dir, { recursive: true, force: true })
  }
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './project-root.ts'

/** The version in package.json: what a backup's manifest says made it. */
export const productVersion = () =>
  (
    JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

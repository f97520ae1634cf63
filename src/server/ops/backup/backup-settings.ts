import type { Config } from '../../config.ts'
import { createS3Client } from '../../adapters/storage/s3-storage.ts'
import { productVersion } from '../../lib/product-version.ts'
import { backupBucket } from './backup-bucket.ts'
import type { BackupSettings } from './take-backup.ts'

/** The configured backups (BACKUP_*), for the server and for `npm run backup` alike. */
export function backupSettingsFor(config: Config): BackupSettings & { close(): void } {
  const s3 = config.backup.s3Prefix && config.s3 ? createS3Client(config.s3) : null
  return {
    dir: config.backup.dir,
    keepDaily: config.backup.keepDaily,
    keepWeekly: config.backup.keepWeekly,
    passphrase: config.backup.passphrase,
    // With S3 storage the files stay in the bucket, kept by its own versioning.
    uploadsDir: config.s3 ? null : config.uploadsDir,
    bucket:
      s3 && config.s3 && config.backup.s3Prefix
        ? backupBucket(s3, config.s3.bucket, config.backup.s3Prefix)
        : null,
    productVersion: productVersion(),
    close: () => s3?.destroy(),
  }
}

/** `images-to-s3`: copies the pictures in DATA_DIR/images to the bucket of S3_URL (resumable, deletes nothing). */
import type { AdminCommand } from './admin-command.ts'
import { moveImages } from './move-images.ts'

export const imagesToS3: AdminCommand = {
  name: 'images-to-s3',
  arguments: '',
  summary:
    'copy the pictures in DATA_DIR/images to the bucket of S3_URL (run again to resume; deletes nothing)',
  argumentCount: 0,
  run: (_args, context) => moveImages('to-s3', context),
}

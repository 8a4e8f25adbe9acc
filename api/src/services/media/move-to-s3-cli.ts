import { readConfig } from '../../config.ts';
import { readS3MediaConfig } from '../../config.ts';
import { moveLocalMediaToS3 } from './move-to-s3.ts';

// pnpm --filter ./api media:to-s3: copies DATA_DIR's media into the S3 store named by MEDIA_S3_* settings.
const s3 = readS3MediaConfig();
if (!s3) {
  console.error('media:to-s3 needs MEDIA_S3_BUCKET and MEDIA_S3_PRIVATE_BUCKET (and MEDIA_S3_ENDPOINT for a store that is not AWS)');
  process.exit(2);
}
const { dataDir } = readConfig();
const report = await moveLocalMediaToS3(dataDir, s3);
console.log(JSON.stringify({ dataDir, ...report }));

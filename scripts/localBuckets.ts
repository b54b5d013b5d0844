/**
 * An S3-compatible server on this machine for the proofs (`npm run cluster`, `bench:backup`, `bench:metrics`):
 * s3rver, files in `directory`, with the named buckets, on a free port. The newsroom talks to it as to any bucket.
 */
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export async function startLocalBuckets(
  directory: string,
  buckets: string[],
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as AddressInfo;
  return { port, close: () => server.close() };
}

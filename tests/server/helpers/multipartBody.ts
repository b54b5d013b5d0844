/** A multipart body with one file part, as a browser's FormData sends it, and the header that goes with it. */
export const boundary = '----newsroom-upload-test';

export const multipartHeader = `multipart/form-data; boundary=${boundary}`;

export function multipart(filename: string, contentType: string, bytes: Buffer, field = 'files') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

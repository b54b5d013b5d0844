/**
 * A large body refused is refused early, over a real connection: the answer comes as soon as the declared length or
 * the bytes received pass the limit, and the server stops reading soon after (Node would otherwise read a refused
 * body to its end to keep the connection for a next request): a few MB more, so the client can read the answer
 * before the connection closes. The client here offers 200 MB as fast as the server takes them and counts what it
 * could send; the loopback's buffers take some MB whether the server reads or not. PGlite only: this is about the
 * connection, not the database.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanRequestMessages } from '../../src/domain/loanRequest';
import { mediaMessages } from '../../src/domain/editorialMedia';
import { createSignInSession, createUser } from './builders';
import { embeddedDatabase } from './databases';
import { boundary } from './helpers/multipartBody';
import { startTestApp, testNow, type TestApp } from './testApp';

const offered = 200 * 1024 * 1024;
/**
 * What the buffers between client and server hold, with the few MB read after the answer so it can be read
 * (plugins/unreadBodies.ts), and then some: far below what a server reading on would take.
 */
const buffered = 40 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024);

interface Exchange {
  status: number;
  message: string;
  /** Body bytes the client could send before the answer came, and in all. */
  sentBeforeAnswer: number;
  sentInAll: number;
  /** The server ended the connection (rather than the client giving up). */
  closedByServer: boolean;
}

/** The `message` of a JSON answer (the API's and tus's refusals alike), or the answer's text. */
function messageOf(content: string): string {
  try {
    return (JSON.parse(content) as { message?: string }).message ?? content;
  } catch {
    return content;
  }
}

/**
 * Sends `head` (request line and headers), then a body of `offered` bytes: `first`, zeros, and `last`, framed as
 * chunks when `chunked`, until the server answers and closes or the body is all sent.
 */
function exchange(
  port: number,
  head: string,
  { first, last = Buffer.alloc(0), chunked = false }: { first: Buffer; last?: Buffer; chunked?: boolean },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let headBytes = 0;
    let body = 0;
    let sentBeforeAnswer: number | null = null;
    let closedByServer = false;
    let finished = false;
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('utf8');
      const [top = '', content = ''] = text.split('\r\n\r\n');
      const [statusLine = ''] = top.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        message: messageOf(content),
        sentBeforeAnswer: sentBeforeAnswer ?? body,
        sentInAll: body,
        closedByServer,
      });
    };
    const timer = setTimeout(() => reject(new Error('no answer and no close in 60 s')), 60_000);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      sentBeforeAnswer ??= Math.max(0, socket.bytesWritten - headBytes);
    });
    socket.on('end', () => {
      closedByServer = true;
      finish();
    });
    // A server that stops reading and closes makes the next write fail (EPIPE, ECONNRESET): closed all the same.
    socket.on('error', () => {
      closedByServer = true;
      finish();
    });
    socket.on('close', finish);
    socket.on('connect', async () => {
      socket.write(head);
      headBytes = Buffer.byteLength(head);
      let next = first;
      body = first.length;
      while (!finished) {
        const flowing = socket.write(frame(next));
        if (body >= offered) break;
        if (!flowing)
          await new Promise<void>((drained) => {
            socket.once('drain', drained);
            socket.once('close', drained);
          });
        const room = offered - last.length - body;
        next = room > 0 ? chunk.subarray(0, Math.min(chunk.length, room)) : last;
        body += next.length;
      }
      if (chunked && !finished) socket.write('0\r\n\r\n');
    });
  });
}

describe('a large upload refused', () => {
  let t: TestApp;
  let port: number;
  let agentToken: string;
  let editorToken: string;

  /** A form of one file, whole: the client means it, and a server reading to its end would take it all. */
  const form = {
    first: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cnh.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    last: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
  const uploadHead = (token: string | null, length: number | 'chunked') =>
    'POST /api/medias/upload-front HTTP/1.1\r\nHost: newsroom.test\r\n' +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    (token ? `Authorization: ${token}\r\n` : '') +
    (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
    '\r\n';

  beforeAll(async () => {
    t = await startTestApp(embeddedDatabase, { sendQueuedMail: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const agent = await createUser(t.database.db, { role: 10 });
    agentToken = await createSignInSession(t.database.db, agent.id, { now: testNow });
    const editor = await createUser(t.database.db, { role: 0 });
    editorToken = await createSignInSession(t.database.db, editor.id, { now: testNow });
  });
  afterAll(async () => t?.close());

  const expectRefusedEarly = (answer: Exchange, status: number, message: string) => {
    expect(answer.status, `${answer.message} sent ${answer.sentInAll}`).toBe(status);
    expect(answer.message).toBe(message);
    expect(answer.closedByServer).toBe(true);
    expect(answer.sentInAll).toBeLessThan(buffered);
  };

  it('at upload-front, as soon as the declared length passes 10 MB, with the 10 MB message', async () => {
    const answer = await exchange(port, uploadHead(agentToken, offered), form);
    expectRefusedEarly(answer, 413, loanRequestMessages.uploadTooLarge);
  }, 90_000);

  it('at upload-front, as soon as the bytes of a body of undeclared length pass 10 MB', async () => {
    const answer = await exchange(port, uploadHead(agentToken, 'chunked'), { ...form, chunked: true });
    expectRefusedEarly(answer, 413, loanRequestMessages.uploadTooLarge);
    // The 10 MB were read: the answer came once they had passed, not before.
    expect(answer.sentBeforeAnswer).toBeGreaterThan(10 * 1024 * 1024);
  }, 90_000);

  it('at upload-front, without a session, before reading the body', async () => {
    const answer = await exchange(port, uploadHead(null, 'chunked'), { ...form, chunked: true });
    expectRefusedEarly(answer, 401, 'Faça login para continuar.');
  }, 90_000);

  const tusHead = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>) =>
    `${method} ${url} HTTP/1.1\r\nHost: newsroom.test\r\nTus-Resumable: 1.0.0\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  const metadata = (filetype: string) =>
    `filename ${Buffer.from('foto.jpg').toString('base64')},filetype ${Buffer.from(filetype).toString('base64')}`;

  it('at the resumable uploads, an upload opened with its bytes and refused by its type', async () => {
    const answer = await exchange(
      port,
      tusHead('POST', '/api/redacao/uploads', {
        Authorization: editorToken,
        'Upload-Length': String(offered),
        'Upload-Metadata': metadata('application/zip'),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(offered),
      }),
      { first: chunk },
    );
    expect(answer.status).toBe(415);
    expect(answer.message).toBe(mediaMessages.type);
    expect(answer.closedByServer).toBe(true);
    expect(answer.sentInAll).toBeLessThan(buffered);
  }, 90_000);

  /** A part of 200 MB for an upload of a 1000-byte photo. */
  const partOfPhoto = async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/redacao/uploads',
      headers: {
        authorization: editorToken,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': metadata('image/jpeg'),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/redacao/uploads/${created.headers.location!.split('/').at(-1)!}`;
    const headers = {
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(offered),
    };
    return { url, headers };
  };

  it('at the resumable uploads, a part longer than its upload (as tus did already)', async () => {
    const { url, headers } = await partOfPhoto();
    const answer = await exchange(port, tusHead('PATCH', url, { Authorization: editorToken, ...headers }), {
      first: chunk,
    });
    expect(answer.status).toBe(413);
    expect(answer.closedByServer).toBe(true);
    expect(answer.sentInAll).toBeLessThan(buffered);
  }, 90_000);

  it('at the resumable uploads, a part sent without a session', async () => {
    const { url, headers } = await partOfPhoto();
    const answer = await exchange(port, tusHead('PATCH', url, headers), { first: chunk });
    expectRefusedEarly(answer, 401, 'Faça login para continuar.');
  }, 90_000);

  it('at the resumable uploads, an upload whose size is not told at the start (it could run to a film’s 4 GB)', async () => {
    const deferred = await t.inject({
      method: 'POST',
      url: '/api/redacao/uploads',
      headers: {
        authorization: editorToken,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': metadata('image/jpeg'),
      },
    });
    expect(deferred.statusCode).toBe(415);
    expect(JSON.parse(deferred.body)).toEqual({ message: mediaMessages.sizeUnknown });
  });
});

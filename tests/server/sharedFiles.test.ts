/**
 * Two API processes with data folders of their own, on one database and one S3-compatible bucket (s3rver), as two
 * machines behind a balancer: a file stored through one is read through the other, and a process whose bucket does
 * not answer says so at `/api/health`.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { multipart, multipartHeader } from './helpers/multipartBody';
import { startS3Server, type TestS3Server } from './helpers/s3Server';
import { anotherProcess, freshClientAddress, startTestApp, testNow, type TestApp } from './testApp';

describe.each(testDatabases)('files shared by two processes through a bucket on $name', (target) => {
  let s3: TestS3Server;
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startTestApp(target, { settings: { s3: s3.location }, sendQueuedMail: false });
    second = await anotherProcess(first, { s3: s3.location });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('serves a licence picture uploaded through one process from the other, to its owner only', async () => {
    const user = await createUser(first.database.db, { role: 10 });
    const token = await createSignInSession(first.database.db, user.id, { now: testNow });
    const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2e7d4f' } })
      .jpeg()
      .toBuffer();
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/medias/upload-front',
      headers: { 'content-type': multipartHeader, authorization: token },
      payload: multipart('cnh.jpg', 'image/jpeg', jpeg),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { media, size } = uploaded.json<{ media: string; size: number }>();

    const read = await second.inject({
      url: `/api/medias/private/${media}`,
      headers: { authorization: token },
      remoteAddress: freshClientAddress(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.length).toBe(size);
    expect((await sharp(read.rawPayload).metadata()).width).toBe(64);

    const stranger = await createUser(first.database.db, { role: 10 });
    const refused = await second.inject({
      url: `/api/medias/private/${media}`,
      headers: { authorization: await createSignInSession(first.database.db, stranger.id, { now: testNow }) },
      remoteAddress: freshClientAddress(),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('says ready only while its bucket answers', async () => {
    expect((await second.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const lost = await anotherProcess(first, { s3: { ...s3.location, bucket: 'balde-inexistente' } });
    try {
      const health = await lost.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
    } finally {
      await lost.close();
    }
  });
});

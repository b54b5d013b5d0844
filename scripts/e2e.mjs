#!/usr/bin/env node
/**
 * `npm run test:e2e:streams`: the browser suite as two streams at once (playwright.config.ts, `E2E_STREAM`), each against a
 * newsroom of its own, one at 1280 px and one at 390 px. Much of a browser test is waiting (for the server, for an
 * animation, for the next minute of the test clock), so two streams on a two-core machine take little more than the
 * longer one. Each line is printed with its stream's name; the run fails when either stream fails. Arguments go to
 * both (a file name, `--grep`).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const streams = ['desktop', 'phone'];
const extra = process.argv.slice(2);

const runs = streams.map(
  (stream) =>
    new Promise((resolve) => {
      const child = spawn('npx', ['playwright', 'test', ...extra], {
        env: { ...process.env, E2E_STREAM: stream },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const output of [child.stdout, child.stderr]) {
        createInterface({ input: output }).on('line', (line) => console.log(`[${stream}] ${line}`));
      }
      child.on('close', (code) => resolve({ stream, code }));
    }),
);

const results = await Promise.all(runs);
for (const { stream, code } of results)
  console.log(`== ${stream} stream: ${code === 0 ? 'passed' : `failed (${code})`}`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);

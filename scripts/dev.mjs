#!/usr/bin/env node
/**
 * `npm run dev`: the API (restarted on change) on :3000 without the built app, and Vite's dev server with hot
 * reload on :5173 proxying /api, /oidc and /media to it. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';

const env = { ...process.env, WEB_DIR: process.env.WEB_DIR ?? '.no-web-build' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));

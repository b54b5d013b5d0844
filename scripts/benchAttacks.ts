/**
 * `npm run bench -- --attacks`: the abuse a deployment must shrug off, re-run over real HTTP against a fresh local
 * newsroom (embedded provider, seeded accounts, default limits), each request from one of 20 loopback addresses
 * (127.0.0.11-30) so the per-address limits alone would let all of it through. Prints, per attack, how many
 * requests got through and what the others were answered.
 *  1. 200 wrong passwords for admin@imprensa.test at the provider's form; then the right one from a 21st address.
 *  2. 130 loan requests by one journalist.
 *  3. 200 favorites e-mails to one recipient.
 *  4. 10 uploads of ~10 MB by one journalist.
 */
import { spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { signInOverHttp } from './signInOverHttp';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3310);
const publicUrl = `http://127.0.0.1:${port}`;
const addresses = Array.from({ length: 20 }, (_, index) => `127.0.0.${11 + index}`);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from `localAddress`, without following redirects. */
function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    localAddress: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The answer's message: a JSON answer's `message`, or the provider's page's sentence. */
function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: string }).message ?? '').slice(0, 48);
  } catch {
    return /E-mail ou senha incorretos|bloqueado por 15 minutos|Muitas/.exec(body)?.[0] ?? '';
  }
}

/** Counts answers by status and first words of their message. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const said = messageOf(answer.body);
    const key = `${answer.status}${said ? ` ${said}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The provider's sign-in form for one attempt: authorize (with its cookie), then post the password. */
async function tryPassword(email: string, password: string, localAddress: string): Promise<Answer> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/oidc/auth', publicUrl);
  authorize.search = new URLSearchParams({
    client_id: 'newsroom-local',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: `${publicUrl}/login`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const started = await send(authorize.toString(), { localAddress });
  const cookie = (started.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const interaction = new URL(String(started.headers.location), publicUrl);
  return send(new URL(`${interaction.pathname}/login`, publicUrl).toString(), {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

export function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cnh.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${publicUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the newsroom did not become healthy');
}

export async function attacksBench() {
  const dataDir = path.join(root, 'var', 'bench-attacks');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  try {
    await waitForHealth(Date.now() + 240_000);
    const at = (index: number) => addresses[index % addresses.length]!;

    // 1. Passwords.
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        tryPassword('admin@imprensa.test', `errada-${index}`, at(index)),
      ),
    );
    const right = await tryPassword('admin@imprensa.test', 'imprensa123', '127.0.0.99');
    console.log('1. 200 wrong passwords for admin@ from 20 addresses:', tally(guesses));
    console.log(`   then the right password from a 21st address: ${right.status}`, tally([right]));

    // 2. Loan requests (the journalist signs in once, then asks 130 times).
    const journalist = await signInOverHttp(publicUrl, 'jornalista@imprensa.test', 'imprensa123');
    const auth = { authorization: journalist.token };
    const cars = JSON.parse(
      (await send(`${publicUrl}/api/car_frota/json/cars_frota`, { headers: auth, localAddress: at(0) })).body,
    ) as { cars: { id: number }[] };
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#346' } })
      .jpeg()
      .toBuffer();
    const cnh = multipart(photo);
    const uploaded = JSON.parse(
      (
        await send(`${publicUrl}/api/medias/upload-front`, {
          method: 'POST',
          headers: { ...auth, 'content-type': cnh.type },
          body: cnh.body,
          localAddress: at(1),
        })
      ).body,
    ) as { media: string };
    const user = journalist.user as unknown as { cpf: string; cnh: string; rg: string };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const loanBody = JSON.stringify({
      isOwner: true,
      cpf: user.cpf,
      cnh: user.cnh,
      rg: user.rg,
      option1: cars.cars[0]!.id,
      option2: cars.cars[1]!.id,
      startDate: inDays(10),
      endDate: inDays(12),
      description: 'Avaliação para a edição do mês que vem.',
      cnhPicture: uploaded.media,
    });
    const loans = await Promise.all(
      Array.from({ length: 130 }, (_, index) =>
        send(`${publicUrl}/api/lendingcontract/request`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: loanBody,
          localAddress: at(index),
        }),
      ),
    );
    console.log('2. 130 loan requests by one journalist:', tally(loans));

    // 3. Favorites e-mails to one recipient.
    const cartBody = JSON.stringify({
      email: 'vitima@redacao.test',
      cart: [{ title: 'Ficha', files: ['/media/images/photo-tcross-04-med.jpg'] }],
    });
    const mails = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        send(`${publicUrl}/api/cartfiles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: cartBody,
          localAddress: at(index),
        }),
      ),
    );
    console.log('3. 200 favorites e-mails to one recipient:', tally(mails));

    // 4. Uploads of ~10 MB (noise does not compress).
    const noise = await sharp(randomBytes(2300 * 1480 * 3), {
      raw: { width: 2300, height: 1480, channels: 3 },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const big = multipart(noise);
    const uploads = [];
    for (let index = 0; index < 10; index += 1)
      uploads.push(
        await send(`${publicUrl}/api/medias/upload-front`, {
          method: 'POST',
          headers: { ...auth, 'content-type': big.type },
          body: big.body,
          localAddress: at(index),
        }),
      );
    console.log(
      `4. 10 uploads of ${(noise.length / 1024 / 1024).toFixed(1)} MB by one journalist:`,
      tally(uploads),
    );
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await attacksBench();

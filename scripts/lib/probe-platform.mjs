// Finding 9 and the low items of issue 23 for scripts/security-probe.mjs: whether the sandbox is reachable from
// the network, and the small holes (an HTML page uploaded as a picture, the instruction PDF without a token,
// another seller's payment state, a 413 on a kept-alive connection).
import { connect } from 'node:net';
import { BASE, RESERVE_APC, call, networkAddresses, signIn, status } from './probe-client.mjs';
import { INSURER, buildSale, pngHeaderThenHtml, uploadPicture, victimSale } from './probe-sale.mjs';

/** Whether this machine's address accepts a TCP connection on the port. */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const urlHost = (address) => (address.includes(':') ? `[${address}]` : address);

export const NETWORK_PROBE = {
  id: '9',
  title: 'sandbox and dev endpoints reachable from the network',
  async run() {
    const port = Number(BASE.port || 80);
    // the API, and the simulators on their default ports (PORT + 1, PORT + 2) when they run here
    const ports = [port];
    for (const p of [port + 1, port + 2])
      if (await accepts(BASE.hostname.replace(/^\[|\]$/g, ''), p)) ports.push(p);
    const addresses = networkAddresses();
    if (!addresses.length) throw new Error('this machine has no address besides the loopback');
    const open = [];
    for (const address of addresses)
      for (const p of ports) if (await accepts(address, p)) open.push(`${urlHost(address)}:${p}`);
    // the consent code the start sends to a demo customer: what anyone reaching the dev endpoints reads
    const devCode = '/api/dev/last-code?subject=850412401239&purpose=kdp';
    const dev = await call('GET', devCode);
    const devState =
      dev.status === 404 && dev.json?.errors?.[0] === 'Метод не найден'
        ? 'absent'
        : 'on, for this machine only';
    if (!open.length)
      return {
        reproduced: false,
        detail: `ports ${ports.join(', ')} not reachable at ${addresses.join(', ')}; dev endpoints ${devState}`,
      };
    const remote = await call('GET', devCode, { base: `http://${open[0]}` });
    const read = remote.json?.code ? `, a customer's code ${remote.json.code}` : '';
    return {
      reproduced: true,
      detail: `listening at ${open.join(', ')}; GET /api/dev/last-code there: ${remote.status}${read}`,
    };
  },
};

/** Two requests on one connection, the first with a body over the limit: the statuses answered. */
function oversizeThenHealth(bytes) {
  return new Promise((resolve) => {
    const socket = connect({ host: BASE.hostname.replace(/^\[|\]$/g, ''), port: Number(BASE.port || 80) });
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve([...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]));
    };
    const timer = setTimeout(finish, 8000);
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    const host = `Host: ${BASE.host}\r\n`;
    socket.write(
      Buffer.concat([
        Buffer.from(
          `POST /api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
        ),
        Buffer.alloc(bytes, 'a'),
        Buffer.from(`GET /api/health HTTP/1.1\r\n${host}\r\n`),
      ]),
    );
  });
}

export const LOW_PROBES = [
  {
    id: 'low',
    title: 'a PNG header followed by HTML kept as a picture',
    async run() {
      const seller = await signIn(3);
      const sale = await buildSale(seller, { iin: INSURER, paymentPhone: '+7(701) 555-0196' });
      const genuine = await uploadPicture(seller, sale);
      if (genuine.status !== 200) throw new Error(`a genuine picture is refused too: ${status(genuine)}`);
      const forged = await uploadPicture(seller, sale, pngHeaderThenHtml(), 'photo.png');
      return { reproduced: forged.status === 200, detail: `document/upload ${status(forged)}` };
    },
  },
  {
    id: 'low',
    title: 'the instruction PDF without a token',
    async run() {
      const res = await call('GET', '/api/pdf/instructions/general-usage.pdf');
      return {
        reproduced: res.status === 200,
        detail: `GET /api/pdf/instructions/general-usage.pdf ${res.status} ${res.headers.get('content-type') ?? ''}`,
      };
    },
  },
  {
    id: 'low',
    title: "check-payment of another seller's policy",
    async run(ctx) {
      const victim = await victimSale(ctx);
      const other = await signIn(8, RESERVE_APC);
      const res = await other.post('/api/contracts/check-payment', { id: victim.policyId, payment: 1 });
      const seen = res.status === 200 && Boolean(res.json?.ticket);
      return {
        reproduced: seen,
        detail: seen
          ? `check-payment 200: ticket of ${res.json.ticket.global}`
          : `check-payment ${status(res)}`,
      };
    },
  },
  {
    id: 'low',
    title: 'a 413 on a kept-alive connection; a large body at once',
    async run() {
      const statuses = await oversizeThenHealth(1024 * 1024);
      const large = await fetch(new URL('/api/login', BASE), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.alloc(5 * 1024 * 1024, 'a'),
      }).then(
        (r) => String(r.status),
        (e) => `no answer (${e.cause?.code ?? e.message})`,
      );
      return {
        reproduced: statuses.join(' ') !== '413 200' || large !== '413',
        detail: `1 MB then health on one socket: ${statuses.join(', ') || 'nothing'}; 5 MB by fetch: ${large}`,
      };
    },
  },
];

#!/usr/bin/env node
// Replays each finding of issue 23 against a running sandbox as the attacker did, through the HTTP API with the
// demo logins and data, and prints one line per finding: 'refused' or 'REPRODUCED' with what the server answered.
// Exit 1 when any reproduced, 2 when none did but some could not be run (the line says why), else 0.
//
//   SAKTA_DATA_DIR=$(mktemp -d) PORT=8600 pnpm --filter @sakta/api start     # a throw-away sandbox
//   SAKTA_URL=http://127.0.0.1:8600 node scripts/security-probe.mjs
//
// Run it against a throw-away data folder: a reproduced attack does what the attacker did (a policy the probe sold
// is cancelled, documents it uploaded are deleted). The administrator's phone (finding 2) is put back either way.
// The probe sends traffic only to this machine (the loopback or its own interface addresses).
import { BASE, isThisMachine } from './lib/probe-client.mjs';
import { FINDINGS } from './lib/probe-findings.mjs';
import { LOW_PROBES, NETWORK_PROBE } from './lib/probe-platform.mjs';

const PROBES = [...FINDINGS, NETWORK_PROBE, ...LOW_PROBES];

if (!isThisMachine(BASE.hostname)) {
  console.error(
    `SAKTA_URL must point at this machine (loopback or one of its own addresses), not ${BASE.host}`,
  );
  process.exit(2);
}

console.log(`Security probe of ${BASE.origin} (issue 23)`);
const context = {};
let reproduced = 0;
let notRun = 0;
for (const probe of PROBES) {
  let line;
  try {
    const outcome = await probe.run(context);
    line = `${outcome.reproduced ? 'REPRODUCED' : 'refused   '}  ${outcome.detail}`;
    if (outcome.reproduced) reproduced++;
  } catch (e) {
    notRun++;
    line = `not run     ${e instanceof Error ? e.message : String(e)}`;
  }
  console.log(`${probe.id.padEnd(4)} ${probe.title.padEnd(58)} ${line}`);
}
console.log(
  reproduced
    ? `${reproduced} of ${PROBES.length} reproduced.`
    : notRun
      ? `None reproduced; ${notRun} could not be run.`
      : 'None reproduced.',
);
process.exitCode = reproduced ? 1 : notRun ? 2 : 0;

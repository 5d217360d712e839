// A yardstick of this machine's speed in the hour a bench part ran: the same plain loop timed on one core.
// These machines are shared; a part's figures (the API's CPU a request, a tap's wait on the 4×-slowed phone)
// follow how fast the cores are that hour, and this prints it beside them, so that two runs can be read side by
// side (ADR 027: the API's CPU a consult went from 248 to 484 µs between two hours on the same code).

/** Additions in the loop: a quarter to half a second of one core on these machines. */
const ADDITIONS = 300_000_000;

/** How long the loop of ADDITIONS additions took (ms), the fastest of `rounds`: the hour's speed of a core. */
export function loopMilliseconds(rounds = 3): number {
  let fastest = Infinity;
  let sum = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < ADDITIONS; i++) sum += i;
    fastest = Math.min(fastest, performance.now() - started);
  }
  // the sum is used, so the loop is not left out
  if (sum < 0) throw new Error('unreachable');
  return fastest;
}

/** Prints the yardstick for a part of the bench, in Spanish as the rest of its report. */
export function printMachineSpeed(part: string): void {
  const ms = loopMilliseconds();
  console.log(
    `\nVelocidad de la máquina (${part}): 3×10⁸ sumas en ${Math.round(ms)} ms en un núcleo (más es más lenta; ` +
      `la hora y la carga de la máquina mueven las cifras de tiempo de esta parte)`,
  );
}

/**
 * The worked example (issue 20: "a worked example that learns something small … and shows the win
 * rate rising over training") learns: a short run of examples/learn-cereal-killer.ts, as a user
 * runs it, must end with the Detective winning far more often than it started.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function run(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/learn-cereal-killer.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the example exited with ${code}: ${stderr}`))));
  });
}

describe('examples/learn-cereal-killer.ts', () => {
  it('raises the Detective\'s win rate against the heuristic Killer within 500 episodes', async () => {
    const output = await run(['--episodes', '500', '--every', '250', '--evaluation-games', '100', '--svg', '']);
    const rates = [...output.matchAll(/^episodes +(\d+): the Detective wins ([\d.]+)%/gm)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(rates.map(([episodes]) => episodes)).toEqual([0, 250, 500]);
    const [start, , end] = rates.map(([, rate]) => rate ?? 0);
    expect(start).toBeLessThan(20);
    expect(end).toBeGreaterThan((start ?? 0) + 30);
  });
});

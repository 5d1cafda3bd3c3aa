/**
 * Whether this machine can make a file immutable (`chattr +i`: root, on ext4 and the like), the
 * nearest a test gets to a read-only disk under one journal. Where it cannot (not root, tmpfs),
 * the tests that need it are skipped, saying so; the injected failing store covers the same path.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function probe(): boolean {
  const folder = mkdtempSync(join(tmpdir(), 'killer-rules-chattr-'));
  const file = join(folder, 'probe');
  try {
    writeFileSync(file, '');
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const canMakeImmutable = probe();
if (!canMakeImmutable) console.warn(`skipping the tests with an immutable journal: chattr +i does not work in ${tmpdir()} (needs root and a filesystem that supports it)`);

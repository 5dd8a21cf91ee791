import { createPortalClient, type PortalClient } from '@portal/client';

/** What every example needs: where the portal is and a token (Settings > API tokens). */
export function clientFromEnvironment(): PortalClient {
  const token = process.env.PORTAL_TOKEN;
  if (!token) {
    console.error('Set PORTAL_TOKEN to an API token created in the portal under Settings.');
    process.exit(2);
  }
  return createPortalClient({ url: process.env.PORTAL_URL ?? 'http://localhost:3000', token });
}

/** A whole positive number from the environment, or a message naming the variable. */
export function idFromEnvironment(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`Set ${name} to the id of the record, a whole number (for example ${name}=3).`);
    process.exit(2);
  }
  return value;
}

/** Errors are reported in one line, as a script's user wants them, and the exit code says so. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

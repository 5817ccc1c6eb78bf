/** Why a step failed, in one line: a tool's own words (its stderr), else the error's message. */
export function reason(error: unknown): string {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr?.trim() || message || String(error)).replace(/\.$/, '');
}

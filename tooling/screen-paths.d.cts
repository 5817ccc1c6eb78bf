export function remoteScreenPaths(): Promise<string[]>;
export function findScreenPaths(text: string, paths: string[]): string[];
export function scanForScreenPaths(dirs: string[], paths: string[]): Array<{ file: string; paths: string[] }>;
export function scanShell(part: 'src' | 'dist', paths: string[]): Array<{ file: string; paths: string[] }>;

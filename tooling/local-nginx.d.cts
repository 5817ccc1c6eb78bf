export function nginxBinary(): string;
export function startNginx(options: {
  apiPorts: number[];
  upstreamHeader?: boolean;
}): Promise<{ url: string; tlsUrl: string; certificate: string; pid: number; stop(): Promise<void> }>;
export function siteWithPorts(port: number, apiPorts: number[], tls: { port: number; certificate: string; key: string }): string;

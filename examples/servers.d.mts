export declare const base: number;
export declare const ports: { api: number; portal: number; vite: number; next: number; vue: number };
export declare const origin: (port: number) => string;
export declare const apiBase: string;
export declare const hostOrigins: string[];
export declare const hostServers: {
  name: string;
  args: string[];
  url: string;
  env: Record<string, string>;
  cwd: string;
}[];

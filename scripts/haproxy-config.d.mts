export const BALANCER_ADDRESS: string;
export function haproxyConfig(port: number, instances: { n: number; port: number }[]): string;

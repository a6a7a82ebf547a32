export function integrityOf(bytes: Uint8Array): string;
export function withIntegrity(html: string, root: string): string;

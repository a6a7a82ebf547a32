export function findChromium(): string | null;
export function findTestChromium(): string | null;
export const SYSTEM_HEADLESS_SHELL: string;
export const CHROMIUM_ARGS: string[];

import type { Page } from '@playwright/test';

export const SCENE_WORKER_SCRIPT: RegExp;
export function framesPass(page: Page, count?: number): Promise<void>;
export function recordScripts(page: Page): Promise<() => Promise<{ page: string[]; workers: string[] }>>;

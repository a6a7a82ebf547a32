export const e2ePort: number;
export const e2eDist: string;
export const buildE2eSite: string;
export const serveE2eSite: string;
export const e2eOrigin: string;
export const E2E_PREBUILT: string;

// Exists only in e2e builds (see src/app/routes.tsx): proves the render-error fallback works.
export default function RenderErrorPage(): never {
  throw Object.assign(new Error('Simulated render failure'), { status: 500 });
}

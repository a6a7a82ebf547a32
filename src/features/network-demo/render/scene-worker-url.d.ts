// The scene worker's module (scripts/scene-worker-url.ts).
declare module 'virtual:scene-worker-url' {
  const url: URL;
  export default url;
}

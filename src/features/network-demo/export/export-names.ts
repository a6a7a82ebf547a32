// File names of what the timeline inspector saves.

export const stillName = (t: number) => `amplify-demo-${Math.round(t)}ms.png`;

export const clipName = (from: number, to: number) => `amplify-demo-${Math.round(from)}-${Math.round(to)}ms.webm`;

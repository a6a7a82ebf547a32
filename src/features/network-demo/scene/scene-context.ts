// What every scene component needs: the layout, the schedule, the textures and the frame registry.
import { createContext, useContext, useEffect } from 'react';
import type { SceneLayout } from '../model/layout';
import type { Schedule } from '../model/schedule';
import type { AtlasTextures } from './atlas-textures';

/** Per-frame appliers: each component writes its display objects' values for t. */
export type FrameRegistry = Set<(t: number) => void>;

export interface SceneContextValue {
  layout: SceneLayout;
  schedule: Schedule;
  textures: AtlasTextures | null;
  registry: FrameRegistry;
}

export const SceneContext = createContext<SceneContextValue | null>(null);

export function useScene(): SceneContextValue {
  const value = useContext(SceneContext);
  if (!value) throw new Error('useScene outside the network scene');
  return value;
}

/** Registers a per-frame applier for as long as the component is mounted. */
export function useFrameApplier(apply: (t: number) => void): void {
  const { registry } = useScene();
  useEffect(() => {
    registry.add(apply);
    return () => {
      registry.delete(apply);
    };
  }, [registry, apply]);
}

// The one place that registers Pixi classes with @pixi/react, and that names the Pixi extensions
// the scene needs: scene-host.tsx turns off Pixi's own browser bundle (manageImports: false) (events, accessibility, DOM,
// filters). pixi.js itself registers the texture sources (CanvasSource) and the WebGL renderer's
// systems; the mesh pipe and the application plugins are imported here by name, as Pixi's custom
// builds do, though Mesh and Application import them too. pixi.js/unsafe-eval installs no-eval
// shader and uniform code, for a strict CSP; gl-extensions.ts trims the
// WebGL extensions the renderer asks for.
import 'pixi.js/app';
import 'pixi.js/mesh';
import 'pixi.js/unsafe-eval';
import './gl-extensions';
import { extend } from '@pixi/react';
import { Container, Mesh, Sprite } from 'pixi.js';

extend({ Container, Mesh, Sprite });

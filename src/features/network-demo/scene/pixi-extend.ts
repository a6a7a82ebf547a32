// The one place that registers Pixi classes with @pixi/react, and makes Pixi run without eval
// (pixi.js/unsafe-eval installs no-eval shader and uniform code, for a strict CSP).
import 'pixi.js/unsafe-eval';
import { extend } from '@pixi/react';
import { Container, Mesh, Sprite } from 'pixi.js';

extend({ Container, Mesh, Sprite });
